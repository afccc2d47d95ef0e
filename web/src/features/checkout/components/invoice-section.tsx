import { useFormContext, useWatch } from 'react-hook-form';
import { CompanyFields } from '@/components/ui/company-fields';
import { Checkbox } from '@/components/ui/input';
import type { CompanyValues } from '@/lib/company';
import type { CheckoutValues } from '../lib/schema';
import { CheckoutSection } from './checkout-section';

/** 'Factură': a company invoice on request; the company's fields show once it is asked for. */
export function InvoiceSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutValues>();
  const wanted = useWatch<CheckoutValues, 'wantsInvoice'>({ name: 'wantsInvoice' });
  return (
    <CheckoutSection name="invoice" title="Factură">
      <Checkbox id="checkout-wants-invoice" label="Vreau factură pe firmă" {...register('wantsInvoice')} />
      {wanted ? (
        <fieldset className="checkout-company">
          <legend className="visually-hidden">Datele firmei</legend>
          <CompanyFields
            idPrefix="checkout-invoice"
            field={(name: keyof CompanyValues) => register(`invoice.${name}`)}
            error={(name: keyof CompanyValues) => errors.invoice?.[name]?.message}
          />
        </fieldset>
      ) : null}
    </CheckoutSection>
  );
}
