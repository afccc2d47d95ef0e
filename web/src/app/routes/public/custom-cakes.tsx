// Lazy chunk: custom cakes, the request form and the follow page of one request.
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useBusinessInformation } from '@/features/business/api/get-business-information';
import { useOnlineCard } from '@/features/card-payment/hooks/use-online-card';
import { CakeFollowPage } from '@/features/custom-cakes/components/cake-follow-page';
import { CakeRequestPage } from '@/features/custom-cakes/components/cake-request-page';
import { readCakeRequestStart } from '@/features/custom-cakes/lib/start';

/** /tort-personalizat?categorie=…&model=…: the request, starting from what the menu's gallery passed (its pickup points from the business details). */
export function CakeRequestRoute() {
  const [search] = useSearchParams();
  const business = useBusinessInformation();
  return <CakeRequestPage business={business.data} start={readCakeRequestStart(search)} />;
}

/** /tort/:id?cheie=…: the follow page; its deposit (and an unpaid rest) is paid with card payment's field and config; the pickup point's name comes from the business details. */
export function CakeFollowRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const online = useOnlineCard();
  const business = useBusinessInformation();
  const justSent = Boolean((location.state as { sent?: boolean } | null)?.sent);
  return <CakeFollowPage key={id} id={id} cheie={search.get('cheie')} online={online} justSent={justSent} business={business.data} />;
}
