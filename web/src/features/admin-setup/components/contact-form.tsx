import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button, FormField, Input } from '@/components/ui';
import { applyServerFieldErrors, sameNames } from '@/lib/form-errors';
import { notifyError } from '@/lib/notify';
import { useBusinessInformation } from '../api/get-business-information';
import { useSaveContactInformation } from '../api/save-contact-information';
import type { BusinessInformation } from '../api/types';
import { MSG } from '../lib/messages';
import { contactSchema, type ContactValues } from '../lib/schemas';
import { SetupData } from './setup-data';

/** set-name: business name, phone and e-mail. */
export function ContactForm() {
  const query = useBusinessInformation();
  return <SetupData query={query}>{(info) => <ContactFormBody info={info} />}</SetupData>;
}

function ContactFormBody({ info }: { info: BusinessInformation }) {
  const mutation = useSaveContactInformation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    mode: 'onTouched',
    defaultValues: { name: info.name ?? '', phoneNumber: info.phoneNumber ?? '', email: info.email ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      reset(values);
      toast.success(MSG.saved);
    } catch (error) {
      applyServerFieldErrors(error, setError, sameNames<ContactValues>(['name', 'phoneNumber', 'email']));
      notifyError(error);
    }
  });

  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-label="Nume și contact">
      <FormField id="setup-name" label="Numele afacerii" error={errors.name?.message}>
        <Input autoComplete="organization" {...register('name')} />
      </FormField>
      <div className="form__row">
        <FormField id="setup-phone" label="Telefon" error={errors.phoneNumber?.message}>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phoneNumber')} />
        </FormField>
        <FormField id="setup-email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
      </div>
      <div className="adm-actions">
        <Button type="submit" loading={mutation.isPending}>
          Salvează
        </Button>
      </div>
    </form>
  );
}
