import '../custom-cakes.css';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { PageShell } from '@/components/ui/page-shell';
import { Skeleton } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { todayIso } from '@/lib/bucharest-time';
import type { OnlineCard } from '@/lib/card-payment';
import { formatMoney } from '@/lib/format';
import { parseMoney } from '@/lib/money';
import { selectIsSignedIn, useSessionStore } from '@/stores/session';
import { useCakeOptions } from '../api/get-cake-options';
import { useCakeRequest } from '../api/get-cake-request';
import type { BusinessInformation } from '@/types/api';
import type { CakeRequestDetail } from '../api/types';
import { useCakeCardPayment } from '../hooks/use-cake-card-payment';
import type { CakeAccess } from '../lib/access';
import { wasPaid } from '../lib/terms';
import { DEPOSIT_PAID, NOT_FOUND, REST_PAID } from '../lib/texts';
import { AcceptQuote } from './accept-quote';
import { CakeDetails } from './cake-details';
import { CakeProgress } from './cake-progress';
import { CancelRequest } from './cancel-request';
import { ChangesForm } from './changes-form';
import { MoneyCard } from './money-card';
import { PayRest } from './pay-rest';
import { latestQuote, QuoteCard } from './quote-card';

export type CakeFollowPageProps = {
  id: string;
  /** The link's secret (?cheie=…); without it the signed-in owner's session lets the page in. */
  cheie: string | null;
  /** Card payment's field and config (card-payment's useOnlineCard), handed in by the app. */
  online: OnlineCard;
  /** Just sent from the form: say thank you. */
  justSent?: boolean;
  /** The shop's details (the pickup points' names), handed in by the app. */
  business?: BusinessInformation;
  /** Today on the shop's clock (tests fix it). */
  today?: string;
};

const CHANGEABLE = ['REQUESTED', 'QUOTED', 'ACCEPTED'];
const CANCELLABLE = ['REQUESTED', 'QUOTED', 'ACCEPTED', 'LOCKED'];

/** /tort/:id?cheie=… — the private follow page of a custom-cake request. */
export function CakeFollowPage({ id, cheie, online, justSent = false, business, today }: CakeFollowPageProps) {
  const signedIn = useSessionStore(selectIsSignedIn);
  const access: CakeAccess = { cheie };
  const card = useCakeCardPayment(id, access, online);
  const canRead = Boolean(cheie) || signedIn;
  const query = useCakeRequest(id, access, { enabled: canRead });
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
      {card.paid?.purpose === 'DEPOSIT' ? (
        <Alert tone="success" title={DEPOSIT_PAID}>
          <p>Am încasat avansul de {formatMoney(card.paid.amount)}. Ziua ta este rezervată în producție; îți trimitem confirmarea pe e-mail.</p>
        </Alert>
      ) : card.paid?.purpose === 'REST' ? (
        <Alert tone="success" title={REST_PAID}>
          <p>Am încasat restul de {formatMoney(card.paid.amount)}. Tortul este plătit integral.</p>
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
        <FollowBody
          request={query.data}
          access={access}
          online={online}
          card={card}
          terms={options.data}
          pickupPlace={business?.pickupLocations.find((p) => p.id === query.data.pickupLocationId)?.pickupLocationName}
          today={today ?? todayIso()}
        />
      )}
    </PageShell>
  );
}

type FollowBodyProps = {
  request: CakeRequestDetail;
  access: CakeAccess;
  online: OnlineCard;
  card: ReturnType<typeof useCakeCardPayment>;
  terms: ReturnType<typeof useCakeOptions>['data'];
  pickupPlace?: string | null;
  today: string;
};

/**
 * The rest the saved card was to pay and did not (the bank asked for a confirmation, or refused
 * it): the customer may pay it online before pickup.
 */
export function restLeftToPayOnline(request: CakeRequestDetail): boolean {
  return (
    (request.status === 'ACCEPTED' || request.status === 'LOCKED') &&
    request.restPayment === 'CARD_AUTO' &&
    (parseMoney(request.restDue) ?? 0) > 0 &&
    request.payments.some((p) => p.purpose === 'REST' && !wasPaid(p))
  );
}

function FollowBody({ request, access, online, card, terms, pickupPlace, today }: FollowBodyProps) {
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
      {request.status === 'QUOTED' && quote && terms && !card.paid ? (
        <AcceptQuote quote={quote} eventDate={request.eventDate} terms={terms} online={online} deposit={{ pay: card.payDeposit, phase: card.phase, error: card.error }} />
      ) : null}
      {restLeftToPayOnline(request) && card.paid?.purpose !== 'REST' ? (
        <PayRest restDue={request.restDue} online={online} rest={{ pay: card.payRest, phase: card.phase, error: card.error }} />
      ) : null}
      {request.payments.length || request.refunds.length || request.quotes.length ? <MoneyCard payments={request.payments} refunds={request.refunds} /> : null}
      <CakeDetails request={request} pickupPlace={pickupPlace} />
      {CHANGEABLE.includes(request.status) ? <ChangesForm id={id} access={access} /> : null}
      {CANCELLABLE.includes(request.status) ? <CancelRequest request={request} access={access} terms={terms} todayIso={today} /> : null}
    </div>
  );
}
