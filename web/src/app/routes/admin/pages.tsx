// Lazy chunk: the administration area (/admin), admins only.
import { Link, useLocation, useParams } from 'react-router-dom';
import { ButtonLink, PageShell, ShellPage } from '@/components/ui';
import { CategoriesPanel, CategoryPage, menuPaths, ProductDetail, ProductForm, ProductList } from '@/features/menu-editor';
import { ContactForm, DeliveryZones, LocationForms, PaymentMethodsForm, ScheduleForm, ServicesForm, UnansweredAlertForm } from '@/features/business-setup';
import { StaffLayout, type SideGroup } from '@/features/layout';
import { ThemeToggle } from '@/features/theme';
import { useSessionStore } from '@/stores/session';
import { MARKETING_PAGES } from './marketing';
import '@/styles/admin.css';


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
      { to: '/admin/delivery-zones', label: 'Zone de livrare' },
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
  return (
    <PageShell title="Nume și contact" subtitle="Numele afacerii, telefonul și adresa de e-mail." width="narrow">
      <div className="adm-stack adm-stack--loose">
        <ContactForm />
        <UnansweredAlertForm />
      </div>
    </PageShell>
  );
}
export function SetLocationRoute() {
  return (
    <PageShell title="Locație" subtitle="Adresa afacerii și punctele de lucru de unde se ridică comenzile." width="narrow">
      <LocationForms />
    </PageShell>
  );
}
export function SetScheduleRoute() {
  return (
    <PageShell title="Program" subtitle="Programul afacerii, programul comenzilor și sărbătorile.">
      <ScheduleForm />
    </PageShell>
  );
}
export function SetServicesRoute() {
  return (
    <PageShell title="Servicii" subtitle="Ridicare, livrare, rezervări și precomenzi." width="narrow">
      <ServicesForm />
    </PageShell>
  );
}
export function SetPaymentMethodsRoute() {
  return (
    <PageShell title="Metode de plată" subtitle="Cum pot plăti clienții comenzile." width="narrow">
      <PaymentMethodsForm />
    </PageShell>
  );
}

const ADMIN_MENU = menuPaths('admin');

export function AdminMenuRoute() {
  return (
    <PageShell
      title="Meniu"
      subtitle="Produsele și categoriile din meniu."
      width="wide"
      actions={
        <>
          <ButtonLink to={ADMIN_MENU.add}>Adaugă produs</ButtonLink>
          <ButtonLink to={ADMIN_MENU.addCategory ?? ''} variant="secondary">
            Adaugă categorie
          </ButtonLink>
        </>
      }
    >
      <div className="adm-stack adm-stack--loose">
        <ProductList area="admin" />
        <CategoriesPanel />
      </div>
    </PageShell>
  );
}
export function AdminMealRoute() {
  const { mealId = '' } = useParams();
  return <ProductDetail key={mealId} area="admin" mealId={mealId} />;
}
export function AdminMealEditRoute() {
  const { mealId = '' } = useParams();
  return <ProductForm key={mealId} area="admin" mealId={mealId} />;
}
export function AddCategoryRoute() {
  return (
    <PageShell title="Categorii" subtitle="Categorii noi și modificarea celor existente." width="wide">
      <CategoryPage />
    </PageShell>
  );
}
export function AddMealRoute() {
  return <ProductForm key="new" area="admin" />;
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
export function DeliveryZonesRoute() {
  return (
    <PageShell title="Zone de livrare" subtitle="Unde livrăm, cu ce taxă, de la ce comandă minimă și în ce zile și ore." width="wide">
      <DeliveryZones />
    </PageShell>
  );
}
export function UnderConstructionRoute() {
  return (
    <ShellPage
      title="Pagină în construcție"
      note="Această funcție (plăți online, unele promoții) va fi disponibilă într-o versiune viitoare."
    />
  );
}
