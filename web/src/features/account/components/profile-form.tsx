import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button, FormField, Input, PageShell } from '@/components/ui';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useSessionStore } from '@/stores/session';
import { useContactInformation, useUpdateProfile } from '../api/account';
import type { ContactInformation } from '../api/types';
import { MSG } from '../lib/messages';
import { profileSchema, type ProfileValues } from '../lib/schemas';
import { AccountData } from './account-data';

/** /user/details: first and last name, phone; the e-mail is shown but cannot be changed. */
export function ProfilePage() {
  const account = useSessionStore((s) => s.user?.email ?? '');
  const query = useContactInformation(account);
  return (
    <PageShell title="Datele mele" subtitle="Le folosim pentru comenzi și pentru a te contacta despre ele." width="narrow">
      <AccountData query={query}>{(data) => <ProfileForm account={account} data={data} />}</AccountData>
    </PageShell>
  );
}

function ProfileForm({ account, data }: { account: string; data: ContactInformation }) {
  const mutation = useUpdateProfile(account);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ProfileValues>({
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
    <form className="card form" onSubmit={onSubmit} noValidate aria-label="Datele mele">
      <div className="form__row">
        <FormField id="profile-first-name" label="Prenume" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField id="profile-last-name" label="Nume" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <FormField id="profile-email" label="Email" error={errors.email?.message} hint="Adresa de e-mail nu poate fi schimbată.">
        <Input type="email" readOnly aria-readonly="true" className="input--readonly" {...register('email')} />
      </FormField>
      <FormField id="profile-phone" label="Telefon" error={errors.phoneNumber?.message}>
        <Input type="tel" inputMode="tel" autoComplete="tel" {...register('phoneNumber')} />
      </FormField>
      <div>
        <Button type="submit" loading={mutation.isPending}>
          Salvează
        </Button>
      </div>
    </form>
  );
}
