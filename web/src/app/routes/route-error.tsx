import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorScreen } from '@/components/errors/error-screen';
import { NotFoundRoute } from './not-found';

/** errorElement of the root route: 404 responses get the not-found text, the rest the error screen. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="continut" className="site-main">
        <NotFoundRoute />
      </main>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return <ErrorScreen onRetry={() => window.location.reload()} />;
}
