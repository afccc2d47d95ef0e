// Lazy chunk: the live orders panel (/comenzi), for admins and managers.
import { useParams } from 'react-router-dom';
import { ButtonLink, PageShell, ShellPage } from '@/components/ui';
import { menuPaths, ProductDetail, ProductForm, ProductList } from '@/features/admin-menu';
import { StaffLayout, type SideGroup } from '@/features/layout';
import { ThemeToggle } from '@/features/theme';
import { ROLES } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';
import '@/styles/admin.css';

export function OrdersLayoutRoute() {
  const isAdmin = useSessionStore((s) => s.user?.role === ROLES.admin);
  const groups: SideGroup[] = [
    {
      title: 'Comenzi',
      items: [
        { to: '/comenzi', label: 'Toate comenzile', end: true },
        { to: '/comenzi/noi', label: 'Comenzi noi' },
        { to: '/comenzi/confirmate', label: 'Comenzi procesate' },
        { to: '/comenzi/programate', label: 'Comenzi programate' },
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
  return <StaffLayout area="Comenzi" homePath="/comenzi" groups={groups} actions={<ThemeToggle />} />;
}

const NOTE_TABLE = 'Tabelul comenzilor, actualizat în timp real, apare aici în curând.';

export function OrdersAllRoute() {
  return <ShellPage title="Toate comenzile" note={NOTE_TABLE} />;
}
export function OrdersNewRoute() {
  return <ShellPage title="Comenzi noi" note={NOTE_TABLE} />;
}
export function OrdersConfirmedRoute() {
  return <ShellPage title="Comenzi procesate" note={NOTE_TABLE} />;
}
export function OrdersScheduledRoute() {
  return <ShellPage title="Comenzi programate" note={NOTE_TABLE} />;
}
export function OrderDetailRoute() {
  const { orderId } = useParams();
  return <ShellPage title={`Comanda ${orderId ?? ''}`.trim()} note="Detaliile comenzii și acțiunile ei apar aici în curând." />;
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
