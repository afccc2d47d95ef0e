import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/ui/spinner';
import { LogoutRoute } from '@/features/session/components/logout-route';
import { RequireAccess } from '@/features/session/components/require-access';
import { type AccessRule } from '@/features/session/lib/access';
import { ROLES } from '@/lib/roles';
import { MARKETING_PAGES } from './routes/admin/marketing';
import { NotFoundRoute } from './routes/not-found';
import { HomeRoute } from './routes/public/home';
import { PublicLayoutRoute } from './routes/public/layout';
import { RootLayout } from './routes/root';
import { RouteError } from './routes/route-error';

/** One lazy chunk per area: every page of an area comes from the same module. */
function lazyFrom<M extends Record<string, unknown>>(load: () => Promise<M>) {
  return (name: keyof M & string) => async () => ({ Component: (await load())[name] as ComponentType });
}
const publicPage = lazyFrom(() => import('./routes/public/pages'));
const menuPage = lazyFrom(() => import('./routes/public/menu'));
const infoPage = lazyFrom(() => import('./routes/public/info'));
const authPage = lazyFrom(() => import('./routes/public/auth'));
const checkoutPage = lazyFrom(() => import('./routes/public/checkout'));
const orderPage = lazyFrom(() => import('./routes/public/order'));
const cakePage = lazyFrom(() => import('./routes/public/custom-cakes'));
const userPage = lazyFrom(() => import('./routes/user/pages'));
const ordersPage = lazyFrom(() => import('./routes/orders/pages'));
const adminPage = lazyFrom(() => import('./routes/admin/pages'));

const ADMIN_ONLY: AccessRule = [ROLES.admin];
const STAFF: AccessRule = [ROLES.admin, ROLES.manager];

function guarded(rule: AccessRule) {
  return (
    <RequireAccess rule={rule}>
      <Outlet />
    </RequireAccess>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: () => <PageLoader />,
    children: [
      { path: 'logout', element: <LogoutRoute /> },
      {
        element: <PublicLayoutRoute />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'checkout', lazy: checkoutPage('CheckoutRoute') },
          // The confirmation page of an order (?cheie= the secret link), followed live.
          { path: 'comanda/:orderNumber', lazy: orderPage('OrderConfirmationRoute') },
          // A custom cake: the request (from a special category or its gallery) and its private follow page (?cheie=).
          { path: 'tort-personalizat', lazy: cakePage('CakeRequestRoute') },
          { path: 'tort/:id', lazy: cakePage('CakeFollowRoute') },
          { path: 'meniu', lazy: menuPage('MenuRoute') },
          // From a menu card (history state backgroundLocation): a modal over the menu; otherwise a full page.
          { path: 'meniu/:productId', lazy: menuPage('ProductRoute') },
          { path: 'despre-noi', lazy: infoPage('AboutRoute') },
          { path: 'contact', lazy: infoPage('ContactRoute') },
          { path: 'opinii', lazy: publicPage('ReviewsRoute') },
          { path: 'newsletter/confirmare', lazy: publicPage('NewsletterConfirmRoute') },
          { path: 'newsletter/dezabonare', lazy: publicPage('NewsletterUnsubscribeRoute') },
          { path: 'termeni-si-conditii', lazy: infoPage('TermsRoute') },
          { path: 'privacy-policy', lazy: infoPage('PrivacyRoute') },
          { path: 'auth', lazy: authPage('AuthRoute') },
          { path: 'auth/admin', lazy: authPage('AdminAuthRoute') },
          { path: 'confirmare-email', lazy: authPage('ConfirmEmailRoute') },
          { path: 'resetare-parola', lazy: authPage('ResetPasswordRoute') },
          {
            path: 'user',
            element: guarded('signed-in'),
            children: [
              {
                lazy: userPage('UserLayoutRoute'),
                children: [
                  { index: true, lazy: userPage('UserDetailsRoute') },
                  { path: 'details', lazy: userPage('UserDetailsRoute') },
                  { path: 'addresses', lazy: userPage('UserAddressesRoute') },
                  { path: 'orders', lazy: userPage('UserOrdersRoute') },
                  { path: 'orders/:orderNumber', lazy: userPage('UserOrderRoute') },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      {
        path: 'comenzi',
        element: guarded(STAFF),
        children: [
          {
            lazy: ordersPage('OrdersLayoutRoute'),
            children: [
              { index: true, lazy: ordersPage('OrdersAllRoute') },
              { path: 'noi', lazy: ordersPage('OrdersNewRoute') },
              { path: 'confirmate', lazy: ordersPage('OrdersConfirmedRoute') },
              { path: 'programate', lazy: ordersPage('OrdersScheduledRoute') },
              { path: 'torturi', lazy: ordersPage('CakeRequestsRoute') },
              { path: 'torturi/:requestId', lazy: ordersPage('CakeRequestRoute') },
              { path: 'rezervari', lazy: ordersPage('ReservationsRoute') },
              { path: 'productie', lazy: ordersPage('ProductionListRoute') },
              { path: 'editare-produse', lazy: ordersPage('ProductsEditRoute') },
              { path: 'editare-produse/:mealId', lazy: ordersPage('ProductEditDetailRoute') },
              { path: 'adaugare-fel-mancare', lazy: ordersPage('MealAddRoute') },
              { path: ':mealId/edit', lazy: ordersPage('MealEditRoute') },
              { path: ':orderId', lazy: ordersPage('OrderDetailRoute') },
              { path: '*', element: <NotFoundRoute /> },
            ],
          },
        ],
      },
      {
        path: 'admin',
        element: guarded(ADMIN_ONLY),
        children: [
          {
            lazy: adminPage('AdminLayoutRoute'),
            children: [
              { index: true, lazy: adminPage('AdminDashboardRoute') },
              { path: 'set-name', lazy: adminPage('SetNameRoute') },
              { path: 'set-location', lazy: adminPage('SetLocationRoute') },
              { path: 'set-schedule', lazy: adminPage('SetScheduleRoute') },
              { path: 'set-services', lazy: adminPage('SetServicesRoute') },
              { path: 'set-payment-methods', lazy: adminPage('SetPaymentMethodsRoute') },
              { path: 'delivery-zones', lazy: adminPage('DeliveryZonesRoute') },
              { path: 'torturi-la-comanda', lazy: adminPage('CustomCakesSetupRoute') },
              { path: 'facturare', lazy: adminPage('InvoicingSetupRoute') },
              { path: 'facturi', lazy: adminPage('InvoicesRoute') },
              { path: 'menu', lazy: adminPage('AdminMenuRoute') },
              { path: 'menu/add-category', lazy: adminPage('AddCategoryRoute') },
              { path: 'menu/add-new-meal', lazy: adminPage('AddMealRoute') },
              { path: 'menu/:mealId', lazy: adminPage('AdminMealRoute') },
              { path: 'menu/:mealId/edit', lazy: adminPage('AdminMealEditRoute') },
              { path: 'users', lazy: adminPage('UsersRoute') },
              { path: 'users/add-user', lazy: adminPage('AddUserRoute') },
              { path: 'users/add-admin-user', lazy: adminPage('AddAdminUserRoute') },
              { path: 'users/:userId', lazy: adminPage('UserDetailRoute') },
              { path: 'statistics', lazy: adminPage('StatisticsRoute') },
              { path: 'statistics/sales', lazy: adminPage('StatisticsSalesRoute') },
              { path: 'statistics/products', lazy: adminPage('StatisticsProductsRoute') },
              { path: 'statistics/customers', lazy: adminPage('StatisticsCustomersRoute') },
              { path: 'reviews', lazy: adminPage('ReviewsAdminRoute') },
              ...MARKETING_PAGES.map((p) => ({ path: p.path, lazy: adminPage('MarketingRoute') })),
              { path: 'page-under-construction', lazy: adminPage('UnderConstructionRoute') },
              { path: '*', element: <NotFoundRoute /> },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
