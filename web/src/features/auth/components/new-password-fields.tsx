import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { MSG } from '../lib/messages';

type WithNewPassword = FieldValues & { password: string; confirmPassword: string };

const PASSWORD_HINT = 'Minimum 8 caractere, cu literă mare, literă mică, cifră și un caracter special (# $ @ ! % & * ?).';

/** True while the confirmation differs from the password: the form is blocked then, so no mistyped password is saved. */
export function usePasswordsDiffer<T extends WithNewPassword>(control: Control<T>): boolean {
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] as [Path<T>, Path<T>] });
  return typeof confirmPassword === 'string' && confirmPassword.length > 0 && password !== confirmPassword;
}

type NewPasswordFieldsProps<T extends WithNewPassword> = {
  control: Control<T>;
  idPrefix: string;
  label?: string;
  /** From usePasswordsDiffer: the confirmation's message shows while typing. */
  differ: boolean;
};

/** A new password with its rule, and its confirmation (registration, password reset). */
export function NewPasswordFields<T extends WithNewPassword>({ control, idPrefix, label = 'Parolă', differ }: NewPasswordFieldsProps<T>) {
  return (
    <>
      <TextField
        control={control}
        name={'password' as Path<T>}
        id={`${idPrefix}-password`}
        label={label}
        hint={PASSWORD_HINT}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        control={control}
        name={'confirmPassword' as Path<T>}
        id={`${idPrefix}-confirm-password`}
        label="Confirmă parola"
        error={differ ? MSG.confirmPassword : undefined}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
