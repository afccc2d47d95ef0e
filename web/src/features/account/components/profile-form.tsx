import '../account.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { PageShell } from '@/components/ui/page-shell';
import { TextField } from '@/components/ui/text-field';
import { CardForm } from '@/components/ui/card-form';
import { PHONE_INPUT } from '@/components/ui/input-kinds';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useSessionStore } from '@/stores/session';
import { useContactInformation } from '../api/get-contact-information';
import { useUpdateProfile } from '../api/update-profile';
import type { ContactInformation } from '@/types/api';
import { MSG } from '../lib/messages';
import { profileSchema, type ProfileValues } from '../lib/schemas';
import { AccountData } from './account-data';
import { SignOutEverywhere } from './sign-out-everywhere';

/** /user/details: first and last name, phone; the e-mail is shown but cannot be changed. */
export function ProfilePage() {
  const account = useSessionStore((s) => s.user?.email ?? '');
  const query = useContactInformation(account);
  return (
    <PageShell title="Datele mele" subtitle="Le folosim pentru comenzi și pentru a te contacta despre ele." width="narrow">
      <div className="account-sections">
        <AccountData query={query}>{(data) => <ProfileForm account={account} data={data} />}</AccountData>
        <SignOutEverywhere />
      </div>
    </PageShell>
  );
}

function ProfileForm({ account, data }: { account: string; data: ContactInformation }) {
  const mutation = useUpdateProfile(account);
  const { control, handleSubmit, reset, setError } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { firstName: data.firstName ?? '', lastName: data.lastName ?? '', email: data.email ?? account, phoneNumber: data.phoneNumber ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await mutation.mutateAsync({
        emailAddress: data.email ?? account,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phoneNumber: values.phoneNumber.trim() || null,
      });
      reset({ firstName: saved.firstName, lastName: saved.lastName, email: saved.email, phoneNumber: saved.phoneNumber ?? '' });
      // The header greets the customer by the new name.
      useSessionStore.setState((s) => (s.user ? { user: { ...s.user, firstName: saved.firstName, lastName: saved.lastName } } : {}));
      toast.success(MSG.saved);
    } catch (error) {
      applyServerFieldErrors(error, setError, (key) =>
        key === 'firstName' || key === 'lastName' || key === 'phoneNumber' ? key : key === 'emailAddress' ? 'email' : null,
      );
      toast.error(MSG.saveFailed);
    }
  });

  return (
    <CardForm onSubmit={onSubmit} aria-label="Datele mele" submitLabel="Salvează" pending={mutation.isPending}>
      <div className="form__row">
        <TextField control={control} name="firstName" id="profile-first-name" label="Prenume" autoComplete="given-name" />
        <TextField control={control} name="lastName" id="profile-last-name" label="Nume" autoComplete="family-name" />
      </div>
      <TextField
        control={control}
        name="email"
        id="profile-email"
        label="Email"
        hint="Adresa de e-mail nu poate fi schimbată."
        type="email"
        readOnly
        aria-readonly="true"
        className="input--readonly"
      />
      <TextField control={control} name="phoneNumber" id="profile-phone" label="Telefon" {...PHONE_INPUT} />
    </CardForm>
  );
}
