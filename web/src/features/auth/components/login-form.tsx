import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button, FormField, Input } from '@/components/ui';
import { useLogin } from '../api/login';
import { applyServerFieldErrors, describeAuthFailure, type FormFailure } from '../lib/errors';
import { welcomeBack } from '../lib/messages';
import { loginSchema, type LoginInput } from '../lib/schemas';
import { FormFailureAlert } from './form-failure';

export function LoginForm() {
  const navigate = useNavigate();
  const mutation = useLogin();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const res = await mutation.mutateAsync(values);
      toast.success(welcomeBack(res.firstName));
      navigate('/', { replace: true });
    } catch (error) {
      applyServerFieldErrors(error, ['email', 'password'], setError);
      setFailure(describeAuthFailure(error));
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="auth-title">
      <FormFailureAlert failure={failure} />
      <FormField id="login-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField id="login-password" label="Parolă" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </FormField>
      <Button type="submit" size="lg" loading={mutation.isPending} className="form__submit">
        Intră în cont
      </Button>
    </form>
  );
}
