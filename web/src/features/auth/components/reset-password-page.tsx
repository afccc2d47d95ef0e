import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageShell } from '@/components/ui/page-shell';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors, sameNames } from '@/lib/form-errors';
import { useResetPassword } from '../api/reset-password';
import { MSG } from '../lib/messages';
import { resetPasswordSchema, type ResetPasswordInput } from '../lib/schemas';
import { NewPasswordFields, usePasswordsDiffer } from './new-password-fields';

/** /resetare-parola?token=…: choose a new password, then go to login. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const mutation = useResetPassword();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const differ = usePasswordsDiffer(control);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const res = await mutation.mutateAsync({ ...values, token });
      const message = res?.message || MSG.passwordChanged;
      setDone(message);
      toast.success(message);
    } catch (error) {
      if (import.meta.env.DEV) console.error(MSG.resetFailedDev, error);
      applyServerFieldErrors(error, setError, sameNames<ResetPasswordInput>(['password', 'confirmPassword']));
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
            <NewPasswordFields control={control} idPrefix="reset" label="Parolă nouă" differ={differ} />
            <Button type="submit" size="lg" loading={mutation.isPending} disabled={differ} className="form__submit">
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
