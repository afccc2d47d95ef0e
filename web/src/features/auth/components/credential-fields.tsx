import { useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@/components/ui/text-field';
import { applyServerFieldErrors, sameNames } from '@/lib/form-errors';
import { describeAuthFailure, type FormFailure } from '../lib/errors';
import { loginSchema, type LoginInput } from '../lib/schemas';

/**
 * The sign-in forms' state (customers at /auth, staff at /auth/admin): e-mail and password, the
 * server's field messages under the fields, and why the sign-in failed above them.
 */
export function useSignInForm<R>(signIn: (values: LoginInput) => Promise<R>, onSignedIn: (answer: R) => void, email = '') {
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const { control, handleSubmit, setError } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email, password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onSignedIn(await signIn(values));
    } catch (error) {
      applyServerFieldErrors(error, setError, sameNames<LoginInput>(['email', 'password']));
      setFailure(describeAuthFailure(error));
    }
  });
  return { control, onSubmit, failure };
}

type CredentialFieldsProps = {
  control: Control<LoginInput>;
  idPrefix: string;
  /** 'email' for customers; staff sign in with their account name ('username'). */
  emailAutoComplete?: 'email' | 'username';
};

export function CredentialFields({ control, idPrefix, emailAutoComplete = 'email' }: CredentialFieldsProps) {
  return (
    <>
      <TextField
        control={control}
        name="email"
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete={emailAutoComplete}
        inputMode={emailAutoComplete === 'email' ? 'email' : undefined}
      />
      <TextField control={control} name="password" id={`${idPrefix}-password`} label="Parolă" type="password" autoComplete="current-password" />
    </>
  );
}
