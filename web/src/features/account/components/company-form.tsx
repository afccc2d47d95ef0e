import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { CardForm } from '@/components/ui/card-form';
import { CompanyFields } from '@/components/ui/company-fields';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Section } from '@/components/ui/section';
import { COMPANY_FIELDS, companySchema, toCompanyDetails, toCompanyValues, type CompanyValues } from '@/lib/company';
import { applyServerFieldErrors } from '@/lib/form-errors';
import type { InvoiceDetails } from '@/types/api';
import { useInvoiceDetails } from '../api/get-invoice-details';
import { useSaveInvoiceDetails } from '../api/save-invoice-details';
import { MSG } from '../lib/messages';
import { AccountData } from './account-data';

const FORGOTTEN = 'Am șters datele firmei. Facturile următoare vor fi pe numele tău.';

/** 'Firma pentru facturi': the company the checkout fills in when a company invoice is asked for. */
export function CompanySection({ account }: { account: string }) {
  const query = useInvoiceDetails(account);
  return (
    <Section className="account-company" titleClassName="account-company__title" title="Firma pentru facturi">
      <p className="field__hint">Completăm automat aceste date când ceri „Vreau factură pe firmă” la comandă.</p>
      <AccountData query={query}>
        {(data) => <CompanyForm key={JSON.stringify(data.invoiceDetails)} account={account} saved={data.invoiceDetails} />}
      </AccountData>
    </Section>
  );
}

const serverField = (key: string) => {
  const name = key.replace(/^invoiceDetails\./, '');
  return (COMPANY_FIELDS as readonly string[]).includes(name) ? (name as keyof CompanyValues) : null;
};

function CompanyForm({ account, saved }: { account: string; saved: InvoiceDetails | null }) {
  const mutation = useSaveInvoiceDetails(account);
  const [confirming, setConfirming] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<CompanyValues>({
    resolver: zodResolver(companySchema),
    defaultValues: toCompanyValues(saved),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ invoiceDetails: toCompanyDetails(values) });
      toast.success(MSG.saved);
    } catch (error) {
      applyServerFieldErrors(error, setError, serverField);
      toast.error(MSG.saveFailed);
    }
  });

  const forget = async () => {
    try {
      await mutation.mutateAsync({ invoiceDetails: null });
      setConfirming(false);
      toast.success(FORGOTTEN);
    } catch {
      toast.error(MSG.saveFailed);
    }
  };

  return (
    <>
      <CardForm
        onSubmit={onSubmit}
        aria-label="Firma pentru facturi"
        submitLabel="Salvează firma"
        pending={mutation.isPending && !confirming}
        actionsClassName="account-company__actions"
        actions={
          saved ? (
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              Șterge datele firmei
            </Button>
          ) : null
        }
      >
        <CompanyFields idPrefix="account-company" field={(name) => register(name)} error={(name) => formState.errors[name]?.message} />
      </CardForm>
      <ConfirmDialog
        open={confirming}
        title="Ștergi datele firmei?"
        confirmLabel="Șterge"
        onConfirm={forget}
        onCancel={() => setConfirming(false)}
        loading={mutation.isPending}
      >
        <p>Facturile comenzilor deja plasate rămân neschimbate.</p>
      </ConfirmDialog>
    </>
  );
}
