import '../custom-cakes.css';
import { Alert } from '@/components/ui/alert';
import { PageShell } from '@/components/ui/page-shell';
import { Skeleton } from '@/components/ui/spinner';
import type { BusinessInformation } from '@/types/api';
import { useCakeOptions } from '../api/get-cake-options';
import type { CakeRequestStart } from '../lib/start';
import { REQUEST_TITLE } from '../lib/texts';
import { CakeRequestForm } from './cake-request-form';

export type CakeRequestPageProps = {
  /** The shop's details (pickup points, which services are on), handed in by the app. */
  business: BusinessInformation | undefined;
  start: CakeRequestStart;
  today?: string;
};

/** /tort-personalizat: the request form, opened from a special category or one of its gallery's items. */
export function CakeRequestPage({ business, start, today }: CakeRequestPageProps) {
  const options = useCakeOptions();
  return (
    <PageShell title={REQUEST_TITLE} width="narrow" subtitle="Spune-ne ce tort îți dorești; îți trimitem o ofertă personalizată.">
      {start.model || start.category ? <StartCard start={start} /> : null}
      {options.isPending ? (
        <div role="status">
          <span className="visually-hidden">Se încarcă formularul…</span>
          <Skeleton lines={8} />
        </div>
      ) : options.isError ? (
        <Alert tone="error" title="Formularul nu poate fi încărcat acum.">
          <p>Verifică conexiunea și reîncarcă pagina, sau sună-ne pentru o ofertă.</p>
        </Alert>
      ) : (
        <CakeRequestForm options={options.data} business={business} start={start} today={today} />
      )}
    </PageShell>
  );
}

/** What the request starts from: the gallery item (with its photo) or the category. */
function StartCard({ start }: { start: CakeRequestStart }) {
  return (
    <div className="cake-section cake-start" data-testid="cake-start">
      {start.photo ? <img src={start.photo} alt="" width={96} height={96} /> : null}
      <p>
        Pornești de la: <strong>{start.model ?? start.category}</strong>
        {start.model && start.category ? ` — ${start.category}` : ''}
      </p>
    </div>
  );
}
