// Lazy chunk: the live orders panel (/comenzi), for admins and managers.
import { useParams } from 'react-router-dom';
import { ShellPage } from '@/components/ui';
import { StaffLayout, type SideGroup } from '@/features/layout';
import { ThemeToggle } from '@/features/theme';
import { ROLES } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';

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
export function ProductsEditRoute() {
  return <ShellPage title="Editare produse" note="Lista produselor de editat apare aici în curând." />;
}
export function ProductEditDetailRoute() {
  const { mealId } = useParams();
  return <ShellPage title="Produs" note={`Detaliile produsului #${mealId ?? ''} apar aici în curând.`} />;
}
export function MealEditRoute() {
  const { mealId } = useParams();
  return <ShellPage title="Editare fel de mâncare" note={`Formularul pentru produsul #${mealId ?? ''} apare aici în curând.`} />;
}
export function MealAddRoute() {
  return <ShellPage title="Adăugare fel de mâncare" note="Formularul de produs nou apare aici în curând." />;
}
