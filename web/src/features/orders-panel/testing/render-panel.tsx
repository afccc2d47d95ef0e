import { Outlet, useParams } from 'react-router-dom';
import { ROLES, type Role } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';
import { renderRoutes } from '@/testing/test-utils';
import { useOrderCounts } from '../api/get-orders';
import { ConnectionBar } from '../components/connection-bar';
import { OrderDetail } from '../components/order-detail';
import { OrdersList } from '../components/orders-list';
import { OrdersPanelShell } from '../components/orders-panel-shell';
import { WELCOME_SESSION_KEY } from '../components/welcome-modal';

export const STAFF_TOKEN = 'jwt-staff-token';

/** Like the app's side menu: the counts are read on every panel page. */
function Counts() {
  const counts = useOrderCounts();
  return counts ? <p data-testid="menu-counts">{`Noi: ${counts.NEW}`}</p> : null;
}

function DetailRoute() {
  const { orderId = '' } = useParams();
  return <OrderDetail key={orderId} orderId={orderId} />;
}

/** The /comenzi area as the app composes it (shell + status bar + pages), signed in as an admin unless `role` says otherwise. */
export function renderPanel(
  path = '/comenzi',
  { welcome = false, reconnectDelay = 10, role = ROLES.admin }: { welcome?: boolean | 'keep-session'; reconnectDelay?: number; role?: Role } = {},
) {
  // welcome: true = a fresh browser session; false = the welcome was already shown; 'keep-session' = as it is.
  if (welcome !== 'keep-session') {
    sessionStorage.clear();
    if (!welcome) sessionStorage.setItem(WELCOME_SESSION_KEY, '1');
  }
  useSessionStore.getState().login(STAFF_TOKEN, { firstName: 'Ioana', lastName: 'Pop', email: 'ioana@example.ro', role });
  return renderRoutes(
    [
      {
        path: '/comenzi',
        element: (
          <OrdersPanelShell reconnectDelay={() => reconnectDelay}>
            <ConnectionBar />
            <Counts />
            <Outlet />
          </OrdersPanelShell>
        ),
        children: [
          { index: true, element: <OrdersList status={null} /> },
          { path: 'noi', element: <OrdersList status="NEW" /> },
          { path: ':orderId', element: <DetailRoute /> },
        ],
      },
    ],
    path,
  );
}
