import '../account.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { PageShell } from '@/components/ui/page-shell';
import { TextField } from '@/components/ui/text-field';
import { CardForm } from '@/components/ui/card-form';
import { PHONE_INPUT } from '@/components/ui/input-kinds';
import { applyServerFieldErrors, sameNames } from '@/lib/form-errors';
import { useSessionStore } from '@/stores/session';
import { useAddressInformation } from '../api/get-address-information';
import { useUpdateAddress } from '../api/update-address';
import type { AddressInformation } from '@/types/api';
import { MSG } from '../lib/messages';
import { addressSchema, type AddressValues } from '../lib/schemas';
import { AccountData } from './account-data';
import { CompanySection } from './company-form';

const FIELDS = ['streetAddress', 'streetNumberAddress', 'buildingNumber', 'appartmentNumber', 'cityAddress', 'countyAddress', 'phoneNumber'] as const;

/** /user/addresses: the delivery address the checkout offers (street, number, city required). */
export function AddressPage() {
  const account = useSessionStore((s) => s.user?.email ?? '');
  const query = useAddressInformation(account);
  return (
    <PageShell title="Adrese" subtitle="Adresa de livrare și firma pentru facturi, pe care le completăm automat la comandă." width="narrow">
      <div className="account-stack">
        <AccountData query={query}>{(data) => <AddressForm account={account} data={data} />}</AccountData>
        <CompanySection account={account} />
      </div>
    </PageShell>
  );
}

/** The saved address as the form's texts (empty where nothing is saved). */
const toValues = (a: AddressInformation): AddressValues =>
  Object.fromEntries(FIELDS.map((name) => [name, a[name] ?? ''])) as AddressValues;

function AddressForm({ account, data }: { account: string; data: AddressInformation }) {
  const mutation = useUpdateAddress(account);
  const { control, handleSubmit, reset, setError } = useForm<AddressValues>({ resolver: zodResolver(addressSchema), defaultValues: toValues(data) });

  const onSubmit = handleSubmit(async (values) => {
    const orNull = (v: string) => v.trim() || null;
    try {
      const saved = await mutation.mutateAsync({
        streetAddress: values.streetAddress.trim(),
        streetNumberAddress: values.streetNumberAddress.trim(),
        cityAddress: values.cityAddress.trim(),
        countyAddress: orNull(values.countyAddress),
        buildingNumber: orNull(values.buildingNumber),
        appartmentNumber: orNull(values.appartmentNumber),
        phoneNumber: orNull(values.phoneNumber),
      });
      reset(toValues(saved));
      // The checkout offers this address next time (cleared on logout with the session).
      useSessionStore.getState().setSavedAddress({
        streetAddress: saved.streetAddress,
        streetNumberAddress: saved.streetNumberAddress,
        buildingNumber: saved.buildingNumber,
        appartmentNumber: saved.appartmentNumber,
        city: saved.cityAddress,
        phoneNumber: saved.phoneNumber,
      });
      toast.success(MSG.saved);
    } catch (error) {
      applyServerFieldErrors(error, setError, sameNames<AddressValues>(FIELDS));
      toast.error(MSG.saveFailed);
    }
  });

  return (
    <CardForm onSubmit={onSubmit} aria-label="Adresa de livrare" submitLabel="Salvează adresa" pending={mutation.isPending}>
      <div className="form__row">
        <TextField control={control} name="streetAddress" id="address-street" label="Strada" autoComplete="address-line1" />
        <TextField control={control} name="streetNumberAddress" id="address-number" label="Numărul" />
      </div>
      <div className="form__row">
        <TextField control={control} name="buildingNumber" id="address-building" label="Bloc (opțional)" />
        <TextField control={control} name="appartmentNumber" id="address-apartment" label="Apartament (opțional)" />
      </div>
      <div className="form__row">
        <TextField control={control} name="cityAddress" id="address-city" label="Localitatea" autoComplete="address-level2" />
        <TextField control={control} name="countyAddress" id="address-county" label="Județul (opțional)" autoComplete="address-level1" />
      </div>
      <TextField control={control} name="phoneNumber" id="address-phone" label="Telefon pentru livrare (opțional)" {...PHONE_INPUT} />
    </CardForm>
  );
}
