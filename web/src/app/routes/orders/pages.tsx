// Lazy chunk: the live orders panel (/comenzi), for admins and managers.
import { useParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { useWaitingCakeCount } from '@/features/cake-desk/api/get-cake-requests';
import { CakeRequestDetail } from '@/features/cake-desk/components/cake-request-detail';
import { CakeRequestsList } from '@/features/cake-desk/components/cake-requests-list';
import { useCakeLiveUpdates } from '@/features/cake-desk/lib/use-cake-live-updates';
import { PageShell } from '@/components/ui/page-shell';
import { menuPaths } from '@/features/menu-editor/lib/paths';
import { ProductDetail } from '@/features/menu-editor/components/product-detail';
import { ProductForm } from '@/features/menu-editor/components/product-form';
import { ProductList } from '@/features/menu-editor/components/product-list';
import { StaffLayout, type SideGroup } from '@/features/layout/components/staff-layout';
import { ConnectionBar } from '@/features/orders-panel/components/connection-bar';
import { OrderDetail } from '@/features/orders-panel/components/order-detail';
import { OrdersList } from '@/features/orders-panel/components/orders-list';
import { OrdersPanelShell } from '@/features/orders-panel/components/orders-panel-shell';
import { ProductionList } from '@/features/orders-panel/components/production-list';
import { ReservationsView } from '@/features/orders-panel/components/reservations-view';
import { useOrderCounts } from '@/features/orders-panel/api/get-orders';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { ROLES } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';
import '@/styles/admin.css';

/**
 * The panel's frame: one real-time connection for every /comenzi page (custom cakes listen on it
 * too), the side menu with the counts.
 */
export function OrdersLayoutRoute() {
  const cakes = useCakeLiveUpdates();
  return (
    <OrdersPanelShell onMessage={cakes.onMessage} onReconnected={cakes.onReconnected}>
      <OrdersLayout />
    </OrdersPanelShell>
  );
}

function OrdersLayout() {
  const isAdmin = useSessionStore((s) => s.user?.role === ROLES.admin);
  const counts = useOrderCounts();
  const waitingCakes = useWaitingCakeCount();
  const groups: SideGroup[] = [
    {
      title: 'Comenzi',
      items: [
        { to: '/comenzi', label: 'Toate comenzile', end: true },
        { to: '/comenzi/noi', label: 'Comenzi noi', badge: counts?.NEW },
        { to: '/comenzi/confirmate', label: 'Comenzi procesate', badge: counts?.CONFIRMED },
        { to: '/comenzi/programate', label: 'Comenzi programate', badge: counts?.SCHEDULED },
        { to: '/comenzi/torturi', label: 'Torturi la comandă', badge: waitingCakes, badgeLabel: waitingCakes != null ? `${waitingCakes} așteaptă ofertă` : undefined },
        { to: '/comenzi/rezervari', label: 'Rezervări' },
        { to: '/comenzi/productie', label: 'Lista de producție' },
      ],
    },
    {
      title: 'Configurare',
      items: [
        { to: '/comenzi/editare-produse', label: 'Meniu' },
        ...(isAdmin ? [{ to: '/admin', label: 'Panou administrare' }] : []),
      ],
    },
  ];
  return <StaffLayout area="Comenzi" homePath="/comenzi" groups={groups} actions={<ThemeToggle />} banner={<ConnectionBar />} />;
}

export function OrdersAllRoute() {
  return <OrdersList key="ALL" status={null} />;
}
export function OrdersNewRoute() {
  return <OrdersList key="NEW" status="NEW" />;
}
export function OrdersConfirmedRoute() {
  return <OrdersList key="CONFIRMED" status="CONFIRMED" />;
}
export function OrdersScheduledRoute() {
  return <OrdersList key="SCHEDULED" status="SCHEDULED" />;
}
export function ReservationsRoute() {
  return <ReservationsView />;
}

export function CakeRequestsRoute() {
  return <CakeRequestsList />;
}
export function CakeRequestRoute() {
  const { requestId = '' } = useParams();
  return <CakeRequestDetail key={requestId} requestId={requestId} />;
}

export function ProductionListRoute() {
  return <ProductionList />;
}

export function OrderDetailRoute() {
  const { orderId = '' } = useParams();
  return <OrderDetail key={orderId} orderId={orderId} />;
}
const STAFF_MENU = menuPaths('staff');

/** Managers edit products here (the same list, detail and form as /admin/menu). */
export function ProductsEditRoute() {
  return (
    <PageShell
      title="Editare produse"
      subtitle="Prețuri, stocuri și disponibilitatea produselor din meniu."
      width="wide"
      actions={<ButtonLink to={STAFF_MENU.add}>Adaugă produs</ButtonLink>}
    >
      <ProductList area="staff" />
    </PageShell>
  );
}
export function ProductEditDetailRoute() {
  const { mealId = '' } = useParams();
  return <ProductDetail key={mealId} area="staff" mealId={mealId} />;
}
export function MealEditRoute() {
  const { mealId = '' } = useParams();
  return <ProductForm key={mealId} area="staff" mealId={mealId} />;
}
export function MealAddRoute() {
  return <ProductForm key="new" area="staff" />;
}
