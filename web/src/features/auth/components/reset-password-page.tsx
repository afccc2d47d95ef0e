import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Alert, Button, ButtonLink, FormField, Input, PageShell } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { applyServerFieldErrors } from '../lib/errors';
import { MSG } from '../lib/messages';
import { resetPasswordSchema, type ResetPasswordInput } from '../lib/schemas';

/** /resetare-parola?token=…: choose a new password, then go to login. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const mutation = useResetPassword();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const mismatch = confirmPassword.length > 0 && password !== confirmPassword;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const res = await mutation.mutateAsync({ ...values, token });
      const message = res?.message || MSG.passwordChanged;
      setDone(message);
      toast.success(message);
    } catch (error) {
      if (import.meta.env.DEV) console.error(MSG.resetFailedDev, error);
      applyServerFieldErrors(error, ['password', 'confirmPassword'], setError);
      setFailure(isApiError(error) && error.message ? error.message : MSG.resetFailed);
    }
  });

  return (
    <PageShell title="Resetare parolă" width="narrow">
      <div className="card">
        {!token ? (
          <Alert tone="error" title={MSG.resetFailed}>
            {MSG.missingToken}
          </Alert>
        ) : done ? (
          <Alert tone="success" title="Gata!">
            {done}
          </Alert>
        ) : (
          <form className="form" onSubmit={onSubmit} noValidate aria-label="Alege o parolă nouă">
            {failure ? (
              <Alert tone="error" title={MSG.resetFailed}>
                {failure !== MSG.resetFailed ? failure : null}
              </Alert>
            ) : null}
            <FormField
              id="reset-password"
              label="Parolă nouă"
              error={errors.password?.message}
              hint="Minimum 8 caractere, cu literă mare, literă mică, cifră și un caracter special (# $ @ ! % & * ?)."
            >
              <Input type="password" autoComplete="new-password" {...register('password')} />
            </FormField>
            <FormField
              id="reset-confirm-password"
              label="Confirmă parola"
              error={errors.confirmPassword?.message ?? (mismatch ? MSG.confirmPassword : undefined)}
            >
              <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
            </FormField>
            <Button type="submit" size="lg" loading={mutation.isPending} disabled={mismatch} className="form__submit">
              Salvează parola
            </Button>
          </form>
        )}
        <div className="card__actions">
          <ButtonLink to="/auth?mode=authenticate" variant={done ? 'primary' : 'secondary'}>
            Mergi la autentificare
          </ButtonLink>
        </div>
      </div>
    </PageShell>
  );
}
