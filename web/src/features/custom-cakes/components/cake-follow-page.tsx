import '../custom-cakes.css';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { PageShell } from '@/components/ui/page-shell';
import { Skeleton } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { todayIso } from '@/lib/bucharest-time';
import type { OnlineCard } from '@/lib/card-payment';
import { formatMoney } from '@/lib/format';
import { selectIsSignedIn, useSessionStore } from '@/stores/session';
import { useCakeOptions } from '../api/get-cake-options';
import { useCakeRequest } from '../api/get-cake-request';
import type { CakeRequestDetail } from '../api/types';
import { useDepositPayment } from '../hooks/use-deposit-payment';
import type { CakeAccess } from '../lib/access';
import { DEPOSIT_PAID, NOT_FOUND } from '../lib/texts';
import { AcceptQuote } from './accept-quote';
import { CakeDetails } from './cake-details';
import { CakeProgress } from './cake-progress';
import { CancelRequest } from './cancel-request';
import { ChangesForm } from './changes-form';
import { MoneyCard } from './money-card';
import { latestQuote, QuoteCard } from './quote-card';

export type CakeFollowPageProps = {
  id: string;
  /** The link's secret (?cheie=…); without it the signed-in owner's session lets the page in. */
  cheie: string | null;
  /** Card payment's field and config (card-payment's useOnlineCard), handed in by the app. */
  online: OnlineCard;
  /** Just sent from the form: say thank you. */
  justSent?: boolean;
  /** Today on the shop's clock (tests fix it). */
  today?: string;
};

const CHANGEABLE = ['REQUESTED', 'QUOTED', 'ACCEPTED'];
const CANCELLABLE = ['REQUESTED', 'QUOTED', 'ACCEPTED', 'LOCKED'];

/** /tort/:id?cheie=… — the private follow page of a custom-cake request. */
export function CakeFollowPage({ id, cheie, online, justSent = false, today }: CakeFollowPageProps) {
  const signedIn = useSessionStore(selectIsSignedIn);
  const access: CakeAccess = { cheie };
  const deposit = useDepositPayment(id, access, online);
  const canRead = Boolean(cheie) || signedIn;
  const query = useCakeRequest(id, access, { enabled: canRead, poll: Boolean(deposit.paid) });
  const options = useCakeOptions();
  const title = `Tort personalizat nr. ${id}`;
  const refused = isApiError(query.error) && [401, 403, 404].includes(query.error.status);

  if (!canRead || refused) {
    return (
      <PageShell title={title} width="narrow">
        <Alert tone="error" title={NOT_FOUND}>
          {!canRead ? <p>Deschide linkul din e-mail sau autentifică-te în contul cu care ai trimis cererea.</p> : null}
        </Alert>
        <ButtonLink to="/meniu" variant="secondary">
          Înapoi la meniu
        </ButtonLink>
      </PageShell>
    );
  }

  return (
    <PageShell title={title} width="normal" subtitle="Urmărește cererea, oferta și plățile">
      {justSent ? (
        <Alert tone="success" title="Cererea a fost trimisă">
          <p>Îți mulțumim! Ți-am trimis pe e-mail linkul acestei pagini. Păstrează-l: doar cu el poți urmări cererea fără cont.</p>
        </Alert>
      ) : null}
      {deposit.paid ? (
        <Alert tone="success" title={DEPOSIT_PAID}>
          <p>Am încasat avansul de {formatMoney(deposit.paid)}. Ziua ta este rezervată în producție; îți trimitem confirmarea pe e-mail.</p>
        </Alert>
      ) : null}
      {query.isPending ? (
        <div role="status">
          <span className="visually-hidden">Se încarcă cererea…</span>
          <Skeleton lines={8} />
        </div>
      ) : query.isError ? (
        <Alert tone="error" title="Cererea nu poate fi afișată acum.">
          <p>Verifică conexiunea și reîncarcă pagina.</p>
        </Alert>
      ) : (
        <FollowBody request={query.data} access={access} online={online} deposit={deposit} terms={options.data} today={today ?? todayIso()} />
      )}
    </PageShell>
  );
}

type FollowBodyProps = {
  request: CakeRequestDetail;
  access: CakeAccess;
  online: OnlineCard;
  deposit: ReturnType<typeof useDepositPayment>;
  terms: ReturnType<typeof useCakeOptions>['data'];
  today: string;
};

function FollowBody({ request, access, online, deposit, terms, today }: FollowBodyProps) {
  const quote = latestQuote(request.quotes);
  const id = String(request.id);
  return (
    <div className="cake-follow">
      <CakeProgress request={request} />
      {request.quotes.length ? (
        <QuoteCard quotes={request.quotes} />
      ) : request.status === 'REQUESTED' ? (
        <p className="form__note">Încă nu ai primit o ofertă. Te anunțăm pe e-mail când cofetăria o trimite.</p>
      ) : null}
      {request.status === 'QUOTED' && quote && terms && !deposit.paid ? (
        <AcceptQuote quote={quote} eventDate={request.eventDate} terms={terms} online={online} deposit={deposit} />
      ) : null}
      {(request.payments?.length || request.refunds?.length || request.quotes.length) ? <MoneyCard payments={request.payments} refunds={request.refunds} /> : null}
      <CakeDetails request={request} />
      {CHANGEABLE.includes(request.status) ? <ChangesForm id={id} access={access} /> : null}
      {CANCELLABLE.includes(request.status) ? <CancelRequest request={request} access={access} terms={terms} todayIso={today} /> : null}
    </div>
  );
}
