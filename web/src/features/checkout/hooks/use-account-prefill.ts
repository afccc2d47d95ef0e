import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toCompanyValues } from '@/lib/company';
import { useAddressPrefill } from '../api/get-address-prefill';
import { useContactPrefill } from '../api/get-contact-prefill';
import { useInvoicePrefill } from '../api/get-invoice-prefill';
import type { CheckoutValues } from '../lib/schema';

/** For a signed-in customer, the saved contact and address fill what the customer has not typed yet. */
export function useAccountPrefill(form: UseFormReturn<CheckoutValues>, account: string | null) {
  const contact = useContactPrefill(account);
  const address = useAddressPrefill(account);
  const invoice = useInvoicePrefill(account).data?.invoiceDetails ?? null;
  const { formState, getValues, setValue } = form;
  useEffect(() => {
    const fill = (name: keyof CheckoutValues, value: string | null | undefined) => {
      if (!value || formState.dirtyFields[name] || getValues(name) === value) return;
      setValue(name, value, { shouldDirty: false });
    };
    if (contact.data) {
      fill('firstName', contact.data.firstName);
      fill('lastName', contact.data.lastName);
      fill('email', contact.data.email);
      fill('phoneNumber', contact.data.phoneNumber);
    }
    if (address.data) {
      fill('streetAddress', address.data.streetAddress);
      fill('streetNumberAddress', address.data.streetNumberAddress);
      fill('buildingNumber', address.data.buildingNumber);
      fill('appartmentNumber', address.data.appartmentNumber);
      fill('city', address.data.cityAddress);
      fill('phoneNumber', address.data.phoneNumber);
    }
  }, [contact.data, address.data, formState.dirtyFields, getValues, setValue]);
  // The company asked for last time: asked for again, until the customer unticks it.
  useEffect(() => {
    if (!invoice || formState.dirtyFields.wantsInvoice || formState.dirtyFields.invoice) return;
    setValue('invoice', toCompanyValues(invoice), { shouldDirty: false });
    setValue('wantsInvoice', true, { shouldDirty: false });
  }, [invoice, formState.dirtyFields.wantsInvoice, formState.dirtyFields.invoice, setValue]);
}
