// Lazy chunk: the administration area (/admin), admins only.
import { Suspense } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/spinner';
import { PageShell, ShellPage } from '@/components/ui/page-shell';
import { lazyNamed } from '@/lib/lazy-named';
import { CategoriesPanel } from '@/features/menu-editor/components/categories-panel';
import { CategoryPage } from '@/features/menu-editor/components/category-page';
import { menuPaths } from '@/features/menu-editor/lib/paths';
import { ProductDetail } from '@/features/menu-editor/components/product-detail';
import { ProductForm } from '@/features/menu-editor/components/product-form';
import { ProductList } from '@/features/menu-editor/components/product-list';
import { ContactForm } from '@/features/business-setup/components/contact-form';
import { CustomCakesForm } from '@/features/business-setup/components/custom-cakes-form';
import { DeliveryZones } from '@/features/business-setup/components/delivery-zones';
import { LocationForms } from '@/features/business-setup/components/location-form';
import { PaymentMethodsForm } from '@/features/business-setup/components/payment-methods-form';
import { ScheduleForm } from '@/features/business-setup/components/schedule-form';
import { ServicesForm } from '@/features/business-setup/components/services-form';
import { SocialLinksForm } from '@/features/business-setup/components/social-links-form';
import { UnansweredAlertForm } from '@/features/business-setup/components/unanswered-alert-form';
import { InvoicesPage } from '@/features/invoices/components/invoices-page';
import { InvoicingSetupForm } from '@/features/invoices/components/invoicing-setup-form';
import { StaffLayout, type SideGroup } from '@/features/layout/components/staff-layout';
import { ReviewsModeration } from '@/features/reviews/components/reviews-moderation';
import { CustomersReport } from '@/features/statistics/components/customers-report';
import { OwnerDashboard } from '@/features/statistics/components/owner-dashboard';
import { ProductsReport } from '@/features/statistics/components/products-report';
import { SalesReport } from '@/features/statistics/components/sales-report';
import { StatisticsOverview } from '@/features/statistics/components/statistics-overview';
import { NewUserForm } from '@/features/users/components/new-user-form';
import { UserDetail } from '@/features/users/components/user-detail';
import { UsersList } from '@/features/users/components/users-list';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { useSessionStore } from '@/stores/session';
import { MARKETING_PAGES } from './marketing';
import '@/styles/admin.css';

// The marketing forms come in their own chunk, when one of their pages is opened.
const MarketingPage = lazyNamed(() => import('@/features/marketing/components/marketing-page'), 'MarketingPage');


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
      { to: '/admin/torturi-la-comanda', label: 'Torturi la comandă' },
      { to: '/admin/facturare', label: 'Facturare' },
    ],
  },
  { title: 'Facturi', items: [{ to: '/admin/facturi', label: 'Facturi' }] },
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
      { to: '/admin/reviews', label: 'Păreri' },
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
    <PageShell title="Tablou de bord" subtitle={`Bine ai venit${firstName ? `, ${firstName}` : ''}! Ziua de azi dintr-o privire.`} width="wide">
      <OwnerDashboard />
    </PageShell>
  );
}

export function SetNameRoute() {
  return (
    <PageShell title="Nume și contact" subtitle="Numele afacerii, telefonul, adresa de e-mail și rețelele sociale." width="narrow">
      <div className="adm-stack adm-stack--loose">
        <ContactForm />
        <SocialLinksForm />
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

export function CustomCakesSetupRoute() {
  return (
    <PageShell title="Torturi la comandă" subtitle="Avansul, anularea, termenele ofertelor, capacitatea zilnică, aromele și umpluturile." width="narrow">
      <CustomCakesForm />
    </PageShell>
  );
}

export function InvoicingSetupRoute() {
  return (
    <PageShell title="Facturare" subtitle="Datele firmei de pe facturi, cotele de TVA, seria și pornirea facturării." width="narrow">
      <InvoicingSetupForm />
    </PageShell>
  );
}

export function InvoicesRoute() {
  return <InvoicesPage />;
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
  return (
    <PageShell title="Utilizatori" subtitle="Echipa (administratori și manageri) și clienții magazinului." width="wide">
      <UsersList />
    </PageShell>
  );
}
export function UserDetailRoute() {
  const { userId = '' } = useParams();
  return <UserDetail key={userId} userId={userId} />;
}
export function AddUserRoute() {
  return (
    <PageShell title="Adaugă utilizator" subtitle="Un cont de client; clientul își alege parola din e-mail." width="narrow">
      <NewUserForm staff={false} />
    </PageShell>
  );
}
export function AddAdminUserRoute() {
  return (
    <PageShell title="Adaugă administrator" subtitle="Un manager sau un administrator; își alege parola din e-mail." width="narrow">
      <NewUserForm staff />
    </PageShell>
  );
}
export function StatisticsRoute() {
  return (
    <PageShell title="Statistici" subtitle="Venitul, comenzile livrate și valoarea medie, comparate cu luna trecută." width="wide">
      <StatisticsOverview />
    </PageShell>
  );
}
export function StatisticsSalesRoute() {
  return (
    <PageShell title="Vânzări" subtitle="Venitul și comenzile livrate pe zile, pentru perioada aleasă." width="wide">
      <SalesReport />
    </PageShell>
  );
}
export function StatisticsProductsRoute() {
  return (
    <PageShell title="Produse vândute" subtitle="Cele mai vândute 5 produse și lista completă." width="wide">
      <ProductsReport />
    </PageShell>
  );
}
export function StatisticsCustomersRoute() {
  return (
    <PageShell title="Clienți" subtitle="Cine a comandat la noi, cu cont sau fără, și ce a cumpărat." width="wide">
      <CustomersReport />
    </PageShell>
  );
}
export function ReviewsAdminRoute() {
  return (
    <PageShell title="Păreri" subtitle="Părerile clienților apar pe site după ce le publici." width="wide">
      <ReviewsModeration />
    </PageShell>
  );
}
export function MarketingRoute() {
  const { pathname } = useLocation();
  const slug = pathname.split('/').filter(Boolean).pop();
  const label = MARKETING_PAGES.find((p) => p.path === slug)?.label ?? 'Marketing';
  return (
    <Suspense fallback={<PageLoader />}>
      <MarketingPage key={slug} slug={slug ?? ''} label={label} />
    </Suspense>
  );
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
