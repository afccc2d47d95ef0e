import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { EMAIL_INPUT } from '@/components/ui/input-kinds';
import { isApiError } from '@/lib/api-client';
import { useSendResetPasswordMail } from '../api/send-reset-password-mail';
import { MSG } from '../lib/messages';
import { forgotPasswordSchema, type ForgotPasswordInput } from '../lib/schemas';

export function ForgotPasswordForm() {
  const mutation = useSendResetPasswordMail();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSent(null);
    try {
      const res = await mutation.mutateAsync(values);
      const message = res?.message || MSG.resetMailSent;
      setSent(message);
      toast.success(message);
    } catch (error) {
      if (import.meta.env.DEV) console.error(MSG.resetFailedDev, error);
      const message = isApiError(error) && error.message ? error.message : MSG.resetFailed;
      setFailure(message);
      toast.error(message);
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="auth-title">
      {sent ? <Alert tone="success" title="Verifică-ți e-mailul">{sent}</Alert> : null}
      {failure ? <Alert tone="error" title={MSG.resetFailed}>{failure !== MSG.resetFailed ? failure : null}</Alert> : null}
      <TextField
        control={control}
        name="email"
        id="forgot-email"
        label="Email"
        hint="Îți trimitem un link pentru a alege o parolă nouă."
        {...EMAIL_INPUT}
      />
      <Button type="submit" size="lg" loading={mutation.isPending} className="form__submit">
        Trimite linkul de resetare
      </Button>
    </form>
  );
}
