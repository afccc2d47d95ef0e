import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SessionWatcher } from '@/features/session/components/session-watcher';

export function RootLayout() {
  return (
    <>
      <SessionWatcher />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
