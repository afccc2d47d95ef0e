import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer, type SocialLinks } from './footer';
import { Header } from './header';

type Props = {
  headerActions?: ReactNode;
  newsletter?: ReactNode;
  footerContact?: ReactNode;
  footerSchedule?: ReactNode;
  /** The shop's social links from the business details; only the filled ones show. */
  footerSocial?: SocialLinks;
  children?: ReactNode;
};

export function PublicLayout({ headerActions, newsletter, footerContact, footerSchedule, footerSocial, children }: Props) {
  return (
    <div className="site">
      <Header actions={headerActions} />
      <main className="site-main" id="continut" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer newsletter={newsletter} contact={footerContact} schedule={footerSchedule} social={footerSocial} />
    </div>
  );
}
