import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { WhenVisible } from '@/components/ui/when-visible';
import { useBusinessInformation } from '@/features/business/api/get-business-information';
// The welcome state alone (no forms, no zod): the modal itself comes with the auth chunk, which
// the login form that asked for it has already loaded.
import { readWelcome } from '@/features/auth/lib/welcome';
import { CartButton } from '@/features/cart/components/cart-button';
import { CookieBar } from '@/features/cookie-consent/components/cookie-bar';
import { PublicLayout } from '@/features/layout/components/public-layout';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { lazyNamed } from '@/lib/lazy-named';
import { useAfterLoad } from '@/lib/use-after-load';

// The footer is never on the first screen: its parts come in their own chunks (the newsletter
// form brings react-hook-form and zod; the schedule brings date-fns) as the visitor scrolls to it.
const BusinessSchedule = lazyNamed(() => import('@/features/business/components/business-schedule'), 'BusinessSchedule');
const ContactDetails = lazyNamed(() => import('@/features/business/components/contact-details'), 'ContactDetails');
const NewsletterForm = lazyNamed(() => import('@/features/newsletter/components/newsletter-form'), 'NewsletterForm');
const NewsletterPopup = lazyNamed(() => import('@/features/newsletter/components/newsletter-popup'), 'NewsletterPopup');
const WelcomeModal = lazyNamed(() => import('@/features/auth/components/welcome-modal'), 'WelcomeModal');

/**
 * A part of the footer: asked for once the page has loaded, then when its place comes near. While
 * the first screen is still coming (a product page showing its skeleton) the page is short and
 * the footer in view: WhenVisible alone would fetch the newsletter form (react-hook-form and zod)
 * and the schedule (date-fns) ahead of the page's own photo.
 */
function FooterPart({ part, children }: { part: 'newsletter' | 'contact' | 'schedule'; children: ReactNode }) {
  const loaded = useAfterLoad();
  // Its room, the part's height at the screen's width (footer.css), until it comes.
  const room = `footer-part footer-part--${part}`;
  if (!loaded) return <div className={`when-visible ${room}`} aria-hidden="true" />;
  return <WhenVisible className={room}>{children}</WhenVisible>;
}

export function PublicLayoutRoute() {
  // Once the page has loaded: ask the last-key and refetch the business details only when it
  // moved (the first screen shows none of them; the parts that do ask for them themselves).
  const loaded = useAfterLoad();
  const { data: business } = useBusinessInformation({ enabled: loaded });
  const location = useLocation();
  const welcome = readWelcome(location.state) !== null;
  const { pathname } = location;
  return (
    <>
      <PublicLayout
        headerActions={
          <>
            <ThemeToggle />
            <CartButton />
          </>
        }
        // Not under "Plasează comanda": a second form with a second terms checkbox confused the checkout.
        newsletter={
          pathname === '/checkout' ? null : (
            <FooterPart part="newsletter">
              <NewsletterForm />
            </FooterPart>
          )
        }
        footerContact={
          <FooterPart part="contact">
            <ContactDetails />
          </FooterPart>
        }
        footerSchedule={
          <FooterPart part="schedule">
            <BusinessSchedule />
          </FooterPart>
        }
        footerSocial={business}
      />
      <CookieBar />
      {/* One dialog at a time: right after signing in the welcome shows, and the newsletter popup
          waits until it is closed (then decides as on any page load). */}
      {welcome ? (
        <Suspense fallback={null}>
          <WelcomeModal />
        </Suspense>
      ) : loaded ? (
        <Suspense fallback={null}>
          <NewsletterPopup />
        </Suspense>
      ) : null}
    </>
  );
}
