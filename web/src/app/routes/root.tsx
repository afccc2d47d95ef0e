import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SessionWatcher } from '@/features/session';

export function RootLayout() {
  return (
    <>
      <SessionWatcher />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
