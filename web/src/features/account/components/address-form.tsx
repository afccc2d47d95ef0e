import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button, FormField, Input, PageShell } from '@/components/ui';
import { applyServerFieldErrors, sameNames } from '@/lib/form-errors';
import { useSessionStore } from '@/stores/session';
import { useAddressInformation, useUpdateAddress } from '../api/account';
import type { AddressInformation } from '../api/types';
import { MSG } from '../lib/messages';
import { addressSchema, type AddressValues } from '../lib/schemas';
import { AccountData } from './account-data';

const FIELDS = ['streetAddress', 'streetNumberAddress', 'buildingNumber', 'appartmentNumber', 'cityAddress', 'countyAddress', 'phoneNumber'] as const;

/** /user/addresses: the delivery address the checkout offers (street, number, city required). */
export function AddressPage() {
  const account = useSessionStore((s) => s.user?.email ?? '');
  const query = useAddressInformation(account);
  return (
    <PageShell title="Adrese" subtitle="Adresa de livrare pe care o completăm automat la comandă." width="narrow">
      <AccountData query={query}>{(data) => <AddressForm account={account} data={data} />}</AccountData>
    </PageShell>
  );
}

const toValues = (a: AddressInformation): AddressValues => ({
  streetAddress: a.streetAddress ?? '',
  streetNumberAddress: a.streetNumberAddress ?? '',
  buildingNumber: a.buildingNumber ?? '',
  appartmentNumber: a.appartmentNumber ?? '',
  cityAddress: a.cityAddress ?? '',
  countyAddress: a.countyAddress ?? '',
  phoneNumber: a.phoneNumber ?? '',
});

function AddressForm({ account, data }: { account: string; data: AddressInformation }) {
  const mutation = useUpdateAddress(account);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AddressValues>({ resolver: zodResolver(addressSchema), defaultValues: toValues(data) });

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
    <form className="card form" onSubmit={onSubmit} noValidate aria-label="Adresa de livrare">
      <div className="form__row">
        <FormField id="address-street" label="Strada" error={errors.streetAddress?.message}>
          <Input autoComplete="address-line1" {...register('streetAddress')} />
        </FormField>
        <FormField id="address-number" label="Numărul" error={errors.streetNumberAddress?.message}>
          <Input {...register('streetNumberAddress')} />
        </FormField>
      </div>
      <div className="form__row">
        <FormField id="address-building" label="Bloc (opțional)" error={errors.buildingNumber?.message}>
          <Input {...register('buildingNumber')} />
        </FormField>
        <FormField id="address-apartment" label="Apartament (opțional)" error={errors.appartmentNumber?.message}>
          <Input {...register('appartmentNumber')} />
        </FormField>
      </div>
      <div className="form__row">
        <FormField id="address-city" label="Localitatea" error={errors.cityAddress?.message}>
          <Input autoComplete="address-level2" {...register('cityAddress')} />
        </FormField>
        <FormField id="address-county" label="Județul (opțional)" error={errors.countyAddress?.message}>
          <Input autoComplete="address-level1" {...register('countyAddress')} />
        </FormField>
      </div>
      <FormField id="address-phone" label="Telefon pentru livrare (opțional)" error={errors.phoneNumber?.message}>
        <Input type="tel" inputMode="tel" autoComplete="tel" {...register('phoneNumber')} />
      </FormField>
      <div>
        <Button type="submit" loading={mutation.isPending}>
          Salvează adresa
        </Button>
      </div>
    </form>
  );
}
