// Lazy chunk: the administration area (/admin), admins only.
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { ShellPage } from '@/components/ui';
import { StaffLayout, type SideGroup } from '@/features/layout';
import { ThemeToggle } from '@/features/theme';
import { useSessionStore } from '@/stores/session';
import { MARKETING_PAGES } from './marketing';


const GROUPS: SideGroup[] = [
  { title: 'General', items: [{ to: '/admin', label: 'Tablou de bord', end: true }, { to: '/comenzi', label: 'Panou comenzi' }] },
  {
    title: 'Afacerea',
    items: [
      { to: '/admin/set-name', label: 'Nume și contact' },
      { to: '/admin/set-location', label: 'Locație' },
      { to: '/admin/set-schedule', label: 'Program' },
      { to: '/admin/set-services', label: 'Servicii' },
      { to: '/admin/set-payment-methods', label: 'Metode de plată' },
    ],
  },
  {
    title: 'Meniu',
    items: [
      { to: '/admin/menu', label: 'Produse', end: true },
      { to: '/admin/menu/add-category', label: 'Categorii' },
      { to: '/admin/menu/add-new-meal', label: 'Produs nou' },
    ],
  },
  {
    title: 'Utilizatori',
    items: [
      { to: '/admin/users', label: 'Utilizatori', end: true },
      { to: '/admin/users/add-user', label: 'Adaugă utilizator' },
      { to: '/admin/users/add-admin-user', label: 'Adaugă administrator' },
    ],
  },
  {
    title: 'Rapoarte',
    items: [
      { to: '/admin/statistics', label: 'Statistici', end: true },
      { to: '/admin/statistics/sales', label: 'Vânzări' },
      { to: '/admin/statistics/products', label: 'Produse vândute' },
      { to: '/admin/statistics/customers', label: 'Clienți' },
    ],
  },
  { title: 'Marketing', items: MARKETING_PAGES.map((p) => ({ to: `/admin/${p.path}`, label: p.label })) },
];

export function AdminLayoutRoute() {
  return <StaffLayout area="Administrare" homePath="/admin" groups={GROUPS} actions={<ThemeToggle />} />;
}

export function AdminDashboardRoute() {
  const firstName = useSessionStore((s) => s.user?.firstName ?? '');
  return (
    <ShellPage title="Tablou de bord" note={`Bine ai venit${firstName ? `, ${firstName}` : ''}! Rezumatul zilei apare aici în curând.`}>
      <ul className="quick-links">
        {GROUPS.slice(1, 5).map((g) => (
          <li key={g.title}>
            <Link to={g.items[0].to} className="quick-links__card">
              <span className="quick-links__title">{g.title}</span>
              <span className="quick-links__text">{g.items.map((i) => i.label).join(' · ')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </ShellPage>
  );
}

export function SetNameRoute() {
  return <ShellPage title="Nume și contact" note="Numele afacerii, telefonul și e-mailul se setează aici în curând." />;
}
export function SetLocationRoute() {
  return <ShellPage title="Locație" note="Adresa și punctele de lucru se setează aici în curând." />;
}
export function SetScheduleRoute() {
  return <ShellPage title="Program" note="Programul, programul comenzilor și zilele libere se setează aici în curând." />;
}
export function SetServicesRoute() {
  const [params] = useSearchParams();
  const service = params.get('service');
  return <ShellPage title="Servicii" note={`Setările serviciului${service ? ` „${service}”` : ''} apar aici în curând.`} />;
}
export function SetPaymentMethodsRoute() {
  return <ShellPage title="Metode de plată" note="Numerar, card sau ambele: alegerea se face aici în curând." />;
}
export function AdminMenuRoute() {
  return <ShellPage title="Produse" note="Lista paginată a produselor apare aici în curând." />;
}
export function AdminMealRoute() {
  const { mealId } = useParams();
  return <ShellPage title="Produs" note={`Detaliile produsului #${mealId ?? ''} apar aici în curând.`} />;
}
export function AdminMealEditRoute() {
  const { mealId } = useParams();
  return <ShellPage title="Editare produs" note={`Formularul produsului #${mealId ?? ''} apare aici în curând.`} />;
}
export function AddCategoryRoute() {
  return <ShellPage title="Categorii" note="Crearea și editarea categoriilor apar aici în curând." />;
}
export function AddMealRoute() {
  return <ShellPage title="Produs nou" note="Formularul de produs nou apare aici în curând." />;
}
export function UsersRoute() {
  return <ShellPage title="Utilizatori" note="Lista administratorilor și a utilizatorilor apare aici în curând." />;
}
export function UserDetailRoute() {
  const { userId } = useParams();
  return <ShellPage title="Utilizator" note={`Detaliile utilizatorului #${userId ?? ''} apar aici în curând.`} />;
}
export function AddUserRoute() {
  return <ShellPage title="Adaugă utilizator" note="Formularul de utilizator nou apare aici în curând." />;
}
export function AddAdminUserRoute() {
  return <ShellPage title="Adaugă administrator" note="Formularul de administrator nou apare aici în curând." />;
}
export function StatisticsRoute() {
  return <ShellPage title="Statistici" note="Rezumatul vânzărilor apare aici în curând." />;
}
export function StatisticsSalesRoute() {
  return <ShellPage title="Vânzări" note="Raportul vânzărilor pe perioadă apare aici în curând." />;
}
export function StatisticsProductsRoute() {
  return <ShellPage title="Produse vândute" note="Cele mai vândute produse apar aici în curând." />;
}
export function StatisticsCustomersRoute() {
  return <ShellPage title="Clienți" note="Raportul clienților apare aici în curând." />;
}
export function MarketingRoute() {
  const { pathname } = useLocation();
  const slug = pathname.split('/').filter(Boolean).pop();
  const label = MARKETING_PAGES.find((p) => p.path === slug)?.label ?? 'Marketing';
  return <ShellPage title={label} note="Configurarea acestei promoții apare aici în curând." />;
}
export function UnderConstructionRoute() {
  return (
    <ShellPage
      title="Pagină în construcție"
      note="Această funcție (zone de livrare, plăți online, unele promoții) va fi disponibilă într-o versiune viitoare."
    />
  );
}
