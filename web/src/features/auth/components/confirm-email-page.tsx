import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { PageShell } from '@/components/ui/page-shell';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useConfirmEmail } from '../api/confirm-email';
import { rememberConfirmed } from '../lib/first-sign-in';
import { MSG } from '../lib/messages';

/** /confirmare-email?token=…: confirms the address as soon as the page opens. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const query = useConfirmEmail(token);
  // The next sign-in in this browser is the customer's first (the welcome modal says so).
  useEffect(() => {
    if (query.isSuccess) rememberConfirmed();
  }, [query.isSuccess]);

  return (
    <PageShell title="Confirmare email" width="narrow">
      <div className="card card--center">
        {!token ? (
          <Alert tone="error" title={MSG.emailConfirmFailed}>
            {MSG.missingToken}
          </Alert>
        ) : query.isPending ? (
          <Spinner size="lg" label="Confirmăm adresa de email…" />
        ) : query.isError ? (
          <Alert tone="error" title={MSG.emailConfirmFailed}>
            {errorMessage(query.error, MSG.genericError)}
          </Alert>
        ) : (
          <Alert tone="success" title={MSG.emailConfirmed}>
            {query.data?.message && query.data.message !== MSG.emailConfirmed ? query.data.message : null}
          </Alert>
        )}
        <div className="card__actions">
          <ButtonLink to="/meniu">Vezi meniul</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Prima pagină
          </ButtonLink>
        </div>
      </div>
    </PageShell>
  );
}
