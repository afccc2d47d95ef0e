import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';

type Props = {
  headerActions?: ReactNode;
  newsletter?: ReactNode;
  footerContact?: ReactNode;
  footerSchedule?: ReactNode;
  children?: ReactNode;
};

export function PublicLayout({ headerActions, newsletter, footerContact, footerSchedule, children }: Props) {
  return (
    <div className="site">
      <Header actions={headerActions} />
      <main className="site-main" id="continut" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer newsletter={newsletter} contact={footerContact} schedule={footerSchedule} />
    </div>
  );
}
