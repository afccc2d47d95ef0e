import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { PageShell } from '@/components/ui/page-shell';
import { errorMessage } from '@/lib/api-client';
import { useConfirmSubscription } from '../api/confirm-subscription';
import { useUnsubscribe } from '../api/unsubscribe';
import { rememberSubscribed } from '../lib/popup-cookies';

/** /newsletter/confirmare?token=: the link of the confirmation mail. */
export function ConfirmSubscriptionPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useConfirmSubscription();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !token) return;
    asked.current = true;
    mutation.mutate(token, { onSuccess: rememberSubscribed });
  }, [token, mutation]);

  return (
    <PageShell title="Confirmarea abonării">
      {mutation.isSuccess ? (
        <Alert tone="success" title={mutation.data.message}>
          {mutation.data.couponCode ? (
            <p>
              Codul dumneavoastră de reducere: <strong className="promotion-card__code">{mutation.data.couponCode}</strong>
            </p>
          ) : null}
        </Alert>
      ) : mutation.isError || !token ? (
        <Alert tone="error">{errorMessage(mutation.error, 'Linkul de confirmare nu este valid sau a fost deja folosit.')}</Alert>
      ) : (
        <p>Se confirmă abonarea…</p>
      )}
      <ButtonLink to="/meniu">Vezi meniul</ButtonLink>
    </PageShell>
  );
}

/** /newsletter/dezabonare?token=: the unsubscribe link of every newsletter (one click). */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useUnsubscribe();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !token) return;
    asked.current = true;
    mutation.mutate(token);
  }, [token, mutation]);

  return (
    <PageShell title="Dezabonare de la newsletter">
      {mutation.isSuccess ? (
        <Alert tone="success">{mutation.data.message}</Alert>
      ) : mutation.isError || !token ? (
        <Alert tone="error">{errorMessage(mutation.error, 'Linkul de dezabonare nu este valid.')}</Alert>
      ) : (
        <p>Se procesează dezabonarea…</p>
      )}
      <p>V-ați răzgândit? Vă puteți abona din nou din formularul din josul paginii.</p>
    </PageShell>
  );
}
