import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { CardForm } from '@/components/ui/card-form';
import { FormField } from '@/components/ui/form-field';
import { LoadFailed, LoadingCard } from '@/components/ui/load-states';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { COUNTIES } from '@/lib/company';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { notifyError } from '@/lib/notify';
import type { InvoicingSetup } from '@/types/api';
import { useInvoicingSetup } from '../api/get-invoicing-setup';
import { useSaveInvoicingSetup } from '../api/save-invoicing-setup';
import { INVOICE_MSG } from '../lib/labels';
import { SETUP_FIELDS, setupSchema, toSetupBody, toSetupValues, type SetupValues } from '../lib/setup';
import { VatRatesTable } from './vat-rates-table';
import '../invoices.css';

/** /admin/facturare: who issues the invoices, at which VAT rates, in which series; and whether invoicing is on. */
export function InvoicingSetupForm() {
  const setup = useInvoicingSetup();
  if (setup.isPending) return <LoadingCard lines={10} />;
  if (setup.isError) return <LoadFailed title={INVOICE_MSG.setupLoadFailed} error={setup.error} onRetry={() => setup.refetch()} />;
  return <SetupBody initial={setup.data} />;
}

const serverField = (key: string) => (SETUP_FIELDS.includes(key) || key.startsWith('categoryVatRates.') ? (key as keyof SetupValues) : null);

function SetupBody({ initial }: { initial: InvoicingSetup }) {
  const mutation = useSaveInvoicingSetup();
  const form = useForm<SetupValues>({ resolver: zodResolver(setupSchema), mode: 'onTouched', defaultValues: toSetupValues(initial) });
  const { control, register, handleSubmit, reset, setError, formState } = form;
  const missing = mutation.data?.missing ?? initial.missing;
  const blocked = missing.length > 0;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await mutation.mutateAsync(toSetupBody(blocked ? { ...values, enabled: false } : values));
      reset(toSetupValues(saved));
      toast.success(INVOICE_MSG.setupSaved);
    } catch (error) {
      applyServerFieldErrors(error, setError, serverField);
      notifyError(error);
    }
  });

  return (
    <CardForm onSubmit={onSubmit} aria-label="Facturare" submitLabel="Salvează" pending={mutation.isPending} actionsClassName="adm-actions">
      <fieldset className="adm-fieldset">
        <legend className="adm-card__title">Emiterea facturilor</legend>
        {blocked ? (
          <Alert tone="info" title="Facturarea nu poate fi pornită până nu completezi:">
            <ul className="inv-missing" id="invoicing-missing">
              {missing.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <Switch
          id="invoicing-enabled"
          label="Facturare pornită"
          hint={blocked ? 'Completează și salvează câmpurile de mai sus ca să o poți porni.' : 'Magazinul emite facturile singur și le trimite în RO e-Factura.'}
          disabled={blocked}
          {...register('enabled')}
        />
        <Switch
          id="invoicing-every-cash"
          label="Factură pentru fiecare comandă plătită la ridicare"
          hint="Oprit: doar când clientul cere factură pe firmă (altfel bonul fiscal de la casă o acoperă)."
          {...register('invoiceEveryCashOrder')}
        />
      </fieldset>
      <fieldset className="adm-fieldset">
        <legend className="adm-card__title">Firma care emite</legend>
        <TextField control={control} name="legalName" id="invoicing-legal-name" label="Denumirea firmei" autoComplete="organization" />
        <div className="form__row">
          <TextField control={control} name="cui" id="invoicing-cui" label="Cod fiscal (CUI)" hint="Cu RO în față dacă firma este plătitoare de TVA." autoComplete="off" />
          <TextField control={control} name="registrationNumber" id="invoicing-registration" label="Nr. Reg. Com." hint="De exemplu: J32/123/2020" autoComplete="off" />
        </div>
        <Switch id="invoicing-vat-payer" label="Plătitoare de TVA" {...register('vatPayer')} />
        <TextField control={control} name="streetAddress" id="invoicing-street" label="Adresa sediului social" />
        <div className="form__row">
          <TextField control={control} name="city" id="invoicing-city" label="Localitatea" />
          <FormField id="invoicing-county" label="Județul" error={formState.errors.county?.message}>
            <Select {...register('county')}>
              <option value="">Alege județul</option>
              {COUNTIES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </Select>
          </FormField>
          <TextField control={control} name="postalCode" id="invoicing-postal-code" label="Cod poștal" inputMode="numeric" />
        </div>
        <div className="form__row">
          <TextField control={control} name="bankName" id="invoicing-bank" label="Banca" />
          <TextField control={control} name="iban" id="invoicing-iban" label="IBAN" autoComplete="off" spellCheck={false} />
        </div>
        <div className="form__row">
          <TextField control={control} name="email" id="invoicing-email" label="E-mail pe factură" type="email" />
          <TextField control={control} name="phone" id="invoicing-phone" label="Telefon pe factură" type="tel" />
        </div>
      </fieldset>
      <fieldset className="adm-fieldset">
        <legend className="adm-card__title">Serie și cote de TVA</legend>
        <div className="form__row">
          <TextField control={control} name="series" id="invoicing-series" label="Seria facturilor" hint="Numerele: SERIE-AN-00001, fără goluri, de la 1 în fiecare an." />
          <TextField control={control} name="defaultVatRate" id="invoicing-default-vat" label="Cota de TVA implicită (%)" inputMode="decimal" />
          <TextField control={control} name="deliveryVatRate" id="invoicing-delivery-vat" label="Cota de TVA a livrării (%)" inputMode="decimal" />
        </div>
        <VatRatesTable form={form} />
      </fieldset>
    </CardForm>
  );
}
