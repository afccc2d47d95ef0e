import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button, FormField, Input, useDocumentTitle } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { ROLES } from '@/lib/roles';
import { useAdminLogin } from '../api/admin-login';
import { describeAuthFailure, type FormFailure } from '../lib/errors';
import { welcomeBack } from '../lib/messages';
import { loginSchema, type LoginInput } from '../lib/schemas';
import { FormFailureAlert } from './form-failure';

/** /auth/admin: staff sign-in; goes to the redirectPath the server chose. */
export function AdminLoginPage() {
  useDocumentTitle('Autentificare administrare');
  const navigate = useNavigate();
  const mutation = useAdminLogin();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), mode: 'onTouched', defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const res = await mutation.mutateAsync(values);
      toast.success(welcomeBack(res.user.firstName));
      const fallback = res.user.role === ROLES.admin ? '/admin' : '/comenzi';
      const target = res.redirectPath && res.redirectPath.startsWith('/') ? res.redirectPath : fallback;
      navigate(target, { replace: true });
    } catch (error) {
      if (isApiError(error) && error.status === 403) {
        setFailure({ title: 'Acces interzis', detail: error.message || 'Acest cont nu are acces la administrare.' });
      } else {
        setFailure(describeAuthFailure(error));
      }
    }
  });

  return (
    <section className="auth auth--admin">
      <div className="auth__card">
        <p className="eyebrow">Personal</p>
        <h1 className="auth__title" id="auth-title">
          Autentificare administrare
        </h1>
        <p className="auth__lead">Pentru administratori și personalul care preia comenzile.</p>
        <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="auth-title">
          <FormFailureAlert failure={failure} />
          <FormField id="admin-email" label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="username" {...register('email')} />
          </FormField>
          <FormField id="admin-password" label="Parolă" error={errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...register('password')} />
          </FormField>
          <Button type="submit" size="lg" loading={mutation.isPending} className="form__submit">
            Intră în panou
          </Button>
        </form>
        <div className="auth__switch">
          <p>
            Ești client? <Link to="/auth?mode=authenticate">Autentificare clienți</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
