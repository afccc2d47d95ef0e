import '../auth.css';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/components/ui/page-shell';
import { ROLES } from '@/lib/roles';
import { useAdminLogin } from '../api/admin-login';
import { welcomeBack } from '../lib/messages';
import { AuthNoticeAlert } from './auth-notice-alert';
import { CredentialFields, useSignInForm } from './credential-fields';
import { FormFailureAlert } from './form-failure';

/** /auth/admin: staff sign-in; goes to the redirectPath the server chose. */
export function AdminLoginPage() {
  useDocumentTitle('Autentificare administrare');
  const navigate = useNavigate();
  const mutation = useAdminLogin();
  // A customer's right password gets the same 401 as a wrong one.
  const { control, onSubmit, failure } = useSignInForm(mutation.mutateAsync, (res) => {
    toast.success(welcomeBack(res.user.firstName));
    const fallback = res.user.role === ROLES.admin ? '/admin' : '/comenzi';
    const target = res.redirectPath && res.redirectPath.startsWith('/') ? res.redirectPath : fallback;
    navigate(target, { replace: true });
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
          {failure ? <FormFailureAlert failure={failure} /> : <AuthNoticeAlert />}
          <CredentialFields control={control} idPrefix="admin" emailAutoComplete="username" />
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
