import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { CardForm } from '@/components/ui/card-form';
import { EMAIL_INPUT, PHONE_INPUT } from '@/components/ui/input-kinds';
import { applyServerFieldErrors, sameNames } from '@/lib/form-errors';
import { useSaveContactInformation } from '../api/save-contact-information';
import type { BusinessInformation } from '@/types/api';
import { saveSetup } from '../lib/save';
import { contactSchema, type ContactValues } from '../lib/schemas';
import { SetupData } from './setup-data';

/** set-name: business name, phone and e-mail. */
export function ContactForm() {
  return <SetupData>{(info) => <ContactFormBody info={info} />}</SetupData>;
}

function ContactFormBody({ info }: { info: BusinessInformation }) {
  const mutation = useSaveContactInformation();
  const { control, handleSubmit, setError, reset } = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    mode: 'onTouched',
    defaultValues: { name: info.name ?? '', phoneNumber: info.phoneNumber ?? '', email: info.email ?? '' },
  });

  const onSubmit = handleSubmit((values) =>
    saveSetup(
      async () => {
        await mutation.mutateAsync(values);
        reset(values);
      },
      (error) => applyServerFieldErrors(error, setError, sameNames<ContactValues>(['name', 'phoneNumber', 'email'])),
    ),
  );

  return (
    <CardForm onSubmit={onSubmit} aria-label="Nume și contact" submitLabel="Salvează" pending={mutation.isPending} actionsClassName="adm-actions">
      <TextField control={control} name="name" id="setup-name" label="Numele afacerii" autoComplete="organization" />
      <div className="form__row">
        <TextField control={control} name="phoneNumber" id="setup-phone" label="Telefon" {...PHONE_INPUT} />
        <TextField control={control} name="email" id="setup-email" label="Email" {...EMAIL_INPUT} />
      </div>
    </CardForm>
  );
}
