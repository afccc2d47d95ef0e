// Lazy chunk: the customer's account (/user).
import { NavLink, Outlet, useParams } from 'react-router-dom';
import { ShellPage } from '@/components/ui';

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
  return <ShellPage title="Datele mele" note="Aici îți vei putea actualiza numele și numărul de telefon." />;
}

export function UserAddressesRoute() {
  return <ShellPage title="Adrese" note="Aici îți vei salva adresele de livrare." />;
}

export function UserOrdersRoute() {
  return <ShellPage title="Comenzile mele" note="Istoricul comenzilor tale apare aici în curând." />;
}

export function UserOrderRoute() {
  const { orderNumber } = useParams();
  return <ShellPage title={`Comanda ${orderNumber ?? ''}`.trim()} note="Detaliile comenzii apar aici în curând." />;
}
