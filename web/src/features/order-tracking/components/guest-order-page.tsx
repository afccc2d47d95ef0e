import '../order-tracking.css';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { PageShell } from '@/components/ui/page-shell';
import { Skeleton } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import type { RenderPayOrderForm } from '@/lib/card-payment';
import { guestOrderQueryOptions } from '../api/get-guest-order';
import { useOrderLive } from '../lib/use-order-live';
import { ORDER_DETAILS_UNAVAILABLE, ORDER_NOT_FOUND, ORDER_PLACED } from '../lib/texts';
import { OrderDetailView } from './order-detail-view';

type GuestOrderPageProps = {
  orderNumber: string;
  /** The secret of the link (?cheie=…). */
  cheie: string | null;
  /** Just placed from the checkout: say thank you. */
  justPlaced?: boolean;
  /** Reconnect delay per attempt (tests shorten it); default exponential backoff up to 30 s. */
  reconnectDelay?: (attempt: number) => number;
  /** The form that pays an order still waiting for its card (card payment's, handed in by the app). */
  renderPayForm?: RenderPayOrderForm;
};

/** /comanda/:orderNumber?cheie=… — the confirmation page, following the order live. */
export function GuestOrderPage({ orderNumber, cheie, justPlaced = false, reconnectDelay, renderPayForm }: GuestOrderPageProps) {
  const options = guestOrderQueryOptions(orderNumber, cheie ?? '');
  const query = useQuery({ ...options, enabled: Boolean(cheie) });
  const live = useOrderLive(options.queryKey, query.data ? orderNumber : null, cheie ? { orderToken: cheie } : null, reconnectDelay);
  const title = `Comanda nr. ${orderNumber}`;

  if (!cheie || (query.isError && isApiError(query.error) && (query.error.status === 404 || query.error.status === 403))) {
    return (
      <PageShell title={title} width="narrow">
        <Alert tone="error" title={ORDER_NOT_FOUND} />
        <ButtonLink to="/meniu" variant="secondary">
          Înapoi la meniu
        </ButtonLink>
      </PageShell>
    );
  }

  return (
    <PageShell title={title} width="normal" subtitle={justPlaced ? undefined : 'Starea comenzii tale'}>
      {justPlaced ? (
        <Alert tone="success" title={ORDER_PLACED}>
          <p>Îți mulțumim! Ți-am trimis pe e-mail confirmarea și linkul acestei pagini, ca să urmărești comanda oricând.</p>
        </Alert>
      ) : null}
      {query.isPending ? (
        <div role="status" className="order-loading">
          <span className="visually-hidden">Se încarcă comanda…</span>
          <Skeleton lines={6} />
        </div>
      ) : query.isError ? (
        <Alert tone="error" title={ORDER_DETAILS_UNAVAILABLE}>
          <p>Verifică conexiunea și reîncarcă pagina.</p>
        </Alert>
      ) : (
        <OrderDetailView order={query.data} live={live} payment={{ access: cheie ? { orderKey: cheie } : null, queryKey: options.queryKey, renderForm: renderPayForm }} />
      )}
    </PageShell>
  );
}
