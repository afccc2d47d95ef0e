import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SessionWatcher } from '@/features/session/components/session-watcher';
import { forgetPlaceOnFreshLoad, SCROLL_STORAGE_KEY, scrollPlaceKey } from '../scroll-places';

// Before the first page's place is looked up.
forgetPlaceOnFreshLoad();

export function RootLayout() {
  return (
    <>
      <SessionWatcher />
      <ScrollRestoration storageKey={SCROLL_STORAGE_KEY} getKey={scrollPlaceKey} />
      <Outlet />
    </>
  );
}
