import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { EMAIL_INPUT } from '@/components/ui/input-kinds';
import { applyServerFieldErrors, sameNames } from '@/lib/form-errors';
import { useRegister } from '../api/register';
import { describeAuthFailure, type FormFailure } from '../lib/errors';
import { rememberRegistered } from '../lib/first-sign-in';
import { MSG } from '../lib/messages';
import type { RegisteredState } from '../lib/registered';
import { registerSchema, type RegisterInput } from '../lib/schemas';
import { FormFailureAlert } from './form-failure';
import { NewPasswordFields, usePasswordsDiffer } from './new-password-fields';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

export function RegisterForm() {
  const navigate = useNavigate();
  const mutation = useRegister();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const { control, handleSubmit, setError } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  // Registration is blocked while the confirmation differs from the password.
  const differ = usePasswordsDiffer(control);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      // No token comes back: the customer confirms the address from the mail, then signs in.
      const answer = await mutation.mutateAsync(values);
      toast.success(MSG.registerSuccessTitle, { description: MSG.registerSuccess, duration: 8000 });
      const notice: RegisteredState = { notice: 'registered', email: answer.email || values.email };
      // Its first sign-in, once the address is confirmed, gets "Bine ai venit" (the welcome modal).
      rememberRegistered(notice.email);
      navigate('/auth?mode=authenticate', { replace: true, state: notice });
    } catch (error) {
      applyServerFieldErrors(error, setError, sameNames<RegisterInput>(FIELDS));
      setFailure(describeAuthFailure(error));
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="auth-title">
      <FormFailureAlert failure={failure} />
      <div className="form__row">
        <TextField control={control} name="firstName" id="register-first-name" label="Prenume" autoComplete="given-name" />
        <TextField control={control} name="lastName" id="register-last-name" label="Nume" autoComplete="family-name" />
      </div>
      <TextField control={control} name="email" id="register-email" label="Email" {...EMAIL_INPUT} />
      <NewPasswordFields control={control} idPrefix="register" differ={differ} />
      <Button type="submit" size="lg" loading={mutation.isPending} disabled={differ} className="form__submit">
        Creează cont
      </Button>
    </form>
  );
}
