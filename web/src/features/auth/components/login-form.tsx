import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ROLES } from '@/lib/roles';
import { useLogin } from '../api/login';
import { takeFirstSignIn } from '../lib/first-sign-in';
import { MSG, welcomeBack } from '../lib/messages';
import { registeredEmail } from '../lib/registered';
import { toSessionUser } from '../lib/session-user';
import { welcomeState } from '../lib/welcome';
import { AuthNoticeAlert } from './auth-notice-alert';
import { CredentialFields, useSignInForm } from './credential-fields';
import { FormFailureAlert } from './form-failure';

export function LoginForm() {
  const navigate = useNavigate();
  const mutation = useLogin();
  // Right after registering, the address just used is filled in.
  const email = registeredEmail(useLocation().state) ?? '';
  const { control, onSubmit, failure } = useSignInForm(
    mutation.mutateAsync,
    (res) => {
      // A customer lands on the home page under the welcome modal, which the storefront
      // shows from the router state; staff signing in here keep the short greeting.
      if (toSessionUser(res).role !== ROLES.user) {
        toast.success(welcomeBack(res.firstName));
        navigate('/', { replace: true });
        return;
      }
      navigate('/', { replace: true, state: welcomeState(res.firstName, takeFirstSignIn(res.email)) });
    },
    email,
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="auth-title">
      {failure ? <FormFailureAlert failure={failure} /> : <AuthNoticeAlert />}
      <CredentialFields control={control} idPrefix="login" />
      <Button type="submit" size="lg" loading={mutation.isPending} className="form__submit">
        Intră în cont
      </Button>
      <p className="form__note">{MSG.confirmFirstHint}</p>
    </form>
  );
}
