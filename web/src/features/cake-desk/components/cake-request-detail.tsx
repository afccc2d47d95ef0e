import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadFailed, LoadingCard } from '@/components/ui/load-states';
import { PageShell } from '@/components/ui/page-shell';
import { Section } from '@/components/ui/section';
import { formatDateTimeShort } from '@/lib/bucharest-time';
import { useCakeRequest } from '../api/get-cake-request';
import type { CakeRequestDetail as Detail } from '../api/types';
import { CAKE_MSG } from '../lib/messages';
import { cakeActions } from '../lib/money';
import { CakeContactFacts, CakeRequestFacts, DayLoad } from './cake-request-facts';
import { CakeConversation } from './cake-conversation';
import { CancelPaidModal } from './cancel-paid-modal';
import { CakeMoney } from './cake-money';
import { CakePhotos } from './cake-photos';
import { CakeQuotes } from './cake-quotes';
import { CakeStatusBadge } from './cake-status-badge';
import { DeclineModal } from './decline-modal';
import { DeliverModal } from './deliver-modal';
import { QuoteFormModal } from './quote-form-modal';
import '../cake-desk.css';

type Dialog = 'quote' | 'decline' | 'deliver' | 'cancel' | null;

/** /comenzi/torturi/{id}: the whole request, its conversation, quotes and money, and what staff can do next. */
export function CakeRequestDetail({ requestId }: { requestId: string }) {
  const detail = useCakeRequest(requestId);
  const request = detail.data;
  return (
    <PageShell
      title={request ? `Tort pentru ${request.contactName || `cererea #${request.id}`}` : 'Tort la comandă'}
      width="wide"
      subtitle={
        request ? (
          <span className="cd-actions">
            <CakeStatusBadge status={request.status} />
            <span>Cerere trimisă la {formatDateTimeShort(request.createdAt) || '—'}</span>
          </span>
        ) : undefined
      }
      actions={
        <ButtonLink to="/comenzi/torturi" variant="ghost">
          Înapoi la torturi
        </ButtonLink>
      }
    >
      {detail.isPending ? (
        <LoadingCard lines={10} />
      ) : detail.isError && !request ? (
        <LoadFailed title={CAKE_MSG.detailLoadFailed} error={detail.error} onRetry={() => detail.refetch()} />
      ) : request ? (
        <DetailBody request={request} busy={detail.isFetching} />
      ) : null}
    </PageShell>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section title={title} titleClassName="adm-card__title" className="card cd-stack">
      {children}
    </Section>
  );
}

function DetailBody({ request, busy }: { request: Detail; busy: boolean }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const actions = cakeActions(request.status);
  const close = () => setDialog(null);
  return (
    <div className="cd-stack" aria-busy={busy || undefined}>
      <div className="card cd-stack" data-testid="cake-actions" data-status={request.status}>
        {request.status === 'DECLINED' && request.declineReason ? (
          <Alert tone="error" title="Cererea a fost refuzată.">
            <p>Motiv: {request.declineReason}</p>
          </Alert>
        ) : null}
        {actions.quote || actions.decline || actions.deliver || actions.cancel ? (
          <div className="cd-actions">
            {actions.quote ? (
              <Button onClick={() => setDialog('quote')} data-action="quote">
                {request.quotes?.length ? 'Trimite o ofertă nouă' : 'Trimite ofertă'}
              </Button>
            ) : null}
            {actions.deliver ? (
              <Button onClick={() => setDialog('deliver')} data-action="cake-deliver">
                Marchează livrat
              </Button>
            ) : null}
            {actions.decline ? (
              <Button variant="secondary" onClick={() => setDialog('decline')} data-action="decline">
                Refuză
              </Button>
            ) : null}
            {actions.cancel ? (
              <Button variant="danger" onClick={() => setDialog('cancel')} data-action="cake-cancel">
                Anulează comanda
              </Button>
            ) : null}
          </div>
        ) : (
          <p className="cd-muted">Cererea este închisă: nu mai sunt pași de făcut.</p>
        )}
      </div>
      <div className="cd-grid">
        <Card title="Cererea">
          <CakeRequestFacts request={request} />
        </Card>
        <div className="cd-stack">
          <Card title="Contact">
            <CakeContactFacts request={request} />
          </Card>
          <Card title="Producția zilei">
            <DayLoad load={request.dayLoad} />
          </Card>
          <Card title="Plăți">
            <CakeMoney request={request} />
          </Card>
        </div>
      </div>
      <Card title="Fotografii de referință">
        <CakePhotos photos={request.photos} />
      </Card>
      <div className="cd-grid">
        <Card title="Oferte">
          <CakeQuotes quotes={request.quotes} />
        </Card>
        <Card title="Conversația și istoricul">
          <CakeConversation changes={request.changes} />
        </Card>
      </div>
      {dialog === 'quote' ? <QuoteFormModal request={request} onClose={close} /> : null}
      {dialog === 'decline' ? <DeclineModal request={request} onClose={close} /> : null}
      {dialog === 'deliver' ? <DeliverModal request={request} onClose={close} /> : null}
      {dialog === 'cancel' ? <CancelPaidModal request={request} onClose={close} /> : null}
    </div>
  );
}
