import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useSaveUnansweredAlert } from '../api/save-unanswered-alert';
import { useUnansweredAlert } from '../api/get-unanswered-alert';
import { ZONE_MSG } from '../lib/zones';

/** The second address mailed when an order stays unanswered (besides the business e-mail). */
export function UnansweredAlertForm() {
  const current = useUnansweredAlert();
  if (!current.data) return null;
  return <UnansweredAlertBody initial={current.data.secondEmail ?? ''} />;
}

function UnansweredAlertBody({ initial }: { initial: string }) {
  const [email, setEmail] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveUnansweredAlert();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await save.mutateAsync({ secondEmail: email.trim() || null });
      toast.success(ZONE_MSG.saved);
    } catch (err) {
      if (isApiError(err)) setError(err.errors.secondEmail ?? err.message);
      notifyError(err);
    }
  };
  return (
    <form className="card form" onSubmit={submit} noValidate aria-label="Alertă pentru comenzi fără răspuns">
      <h2 className="adm-card__title">Comenzi fără răspuns</h2>
      <FormField
        id="setup-second-alert"
        label="A doua adresă de e-mail pentru alertă"
        hint="Pe lângă adresa afacerii, o primește și aceasta când o comandă nouă rămâne fără răspuns. Goală: niciuna."
        error={error}
      >
        <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      <div className="adm-actions">
        <Button type="submit" loading={save.isPending}>
          Salvează
        </Button>
      </div>
    </form>
  );
}
