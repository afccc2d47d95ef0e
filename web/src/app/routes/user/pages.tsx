// Lazy chunk: the customer's account (/user).
import { Link, NavLink, Outlet, useLocation, useParams } from 'react-router-dom';
import { AddressPage } from '@/features/account/components/address-form';
import { OrdersListPage } from '@/features/account/components/orders-list';
import { ProfilePage } from '@/features/account/components/profile-form';
import { useOrderIdLookup } from '@/features/account/api/find-order-id';
import { PayOrderForm } from '@/features/card-payment/components/pay-order-form';
import { CustomerOrderPage } from '@/features/order-tracking/components/customer-order-page';
import { ReviewForm } from '@/features/reviews/components/review-form';
import { useSessionStore } from '@/stores/session';

const USER_NAV = [
  { to: '/user/details', label: 'Datele mele' },
  { to: '/user/addresses', label: 'Adrese' },
  { to: '/user/orders', label: 'Comenzi' },
];

export function UserLayoutRoute() {
  return (
    <div className="container account-area">
      <nav className="tabs" aria-label="Contul meu">
        {USER_NAV.map((item) => (
          <NavLink key={item.to} to={item.to} className="tabs__link">
            {item.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}

export function UserDetailsRoute() {
  return <ProfilePage />;
}

export function UserAddressesRoute() {
  return <AddressPage />;
}

export function UserOrdersRoute() {
  return <OrdersListPage />;
}

/**
 * The detail call takes the id: it comes with the list's link, or is looked up in the list.
 * Under the detail, a delivered order not reviewed yet gets the review form; an order still
 * waiting for its card is paid there with card payment's form.
 */
export function UserOrderRoute() {
  const { orderNumber = '' } = useParams();
  const location = useLocation();
  const account = useSessionStore((s) => s.user?.email ?? '');
  const stateId = (location.state as { orderId?: unknown } | null)?.orderId;
  const knownId = typeof stateId === 'number' ? stateId : null;
  const lookup = useOrderIdLookup(account, orderNumber, knownId);
  const orderId = knownId ?? (lookup.data ?? null);
  const lookupFailed = knownId === null && (lookup.isError || (lookup.isSuccess && lookup.data === null));
  return (
    <>
      <CustomerOrderPage
        key={orderNumber}
        orderNumber={orderNumber}
        orderId={orderId}
        lookupFailed={lookupFailed}
        renderPayForm={(props) => <PayOrderForm {...props} />}
      />
      {orderId !== null ? (
        // A delivered order is reviewed here, once (the form shows only then): reviews come from real orders.
        <section className="adm-stack" aria-label="Părerea ta despre comandă">
          <ReviewForm key={orderId} orderId={orderId} />
          <p className="op-muted">
            <Link to="/opinii">Citește părerile altor clienți</Link>
          </p>
        </section>
      ) : null}
    </>
  );
}
