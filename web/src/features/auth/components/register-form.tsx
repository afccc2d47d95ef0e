import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button, FormField, Input } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useRegister } from '../api/register';
import { applyServerFieldErrors, describeAuthFailure, type FormFailure } from '../lib/errors';
import { MSG } from '../lib/messages';
import { registerSchema, type RegisterInput } from '../lib/schemas';
import { FormFailureAlert } from './form-failure';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

export function RegisterForm() {
  const navigate = useNavigate();
  const mutation = useRegister();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });

  // Registration is blocked while the confirmation differs from the password.
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const mismatch = confirmPassword.length > 0 && password !== confirmPassword;
  const confirmError = errors.confirmPassword?.message ?? (mismatch ? MSG.confirmPassword : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(values);
      toast.success(MSG.registerSuccessTitle, { description: MSG.registerSuccess, duration: 8000 });
      navigate('/', { replace: true, state: { notice: 'registered' } });
    } catch (error) {
      const placed = applyServerFieldErrors(error, FIELDS, setError);
      if (isApiError(error) && error.status === 409 && !placed && error.message) {
        setError('email', { type: 'server', message: error.message });
      }
      setFailure(describeAuthFailure(error));
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="auth-title">
      <FormFailureAlert failure={failure} />
      <div className="form__row">
        <FormField id="register-first-name" label="Prenume" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField id="register-last-name" label="Nume" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <FormField id="register-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField
        id="register-password"
        label="Parolă"
        error={errors.password?.message}
        hint="Minimum 8 caractere, cu literă mare, literă mică, cifră și un caracter special (# $ @ ! % & * ?)."
      >
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField id="register-confirm-password" label="Confirmă parola" error={confirmError}>
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" loading={mutation.isPending} disabled={mismatch} className="form__submit">
        Creează cont
      </Button>
    </form>
  );
}
