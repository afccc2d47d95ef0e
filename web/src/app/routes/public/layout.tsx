import { BusinessSchedule, ContactDetails, useBusinessInformation } from '@/features/business';
import { CartButton } from '@/features/cart';
import { CookieBar } from '@/features/cookie-consent';
import { PublicLayout } from '@/features/layout';
import { NewsletterForm } from '@/features/newsletter';
import { ThemeToggle } from '@/features/theme';

export function PublicLayoutRoute() {
  // On load: ask the last-key and refetch the business details only when it moved.
  useBusinessInformation();
  return (
    <>
      <PublicLayout
        headerActions={
          <>
            <ThemeToggle />
            <CartButton />
          </>
        }
        newsletter={<NewsletterForm />}
        footerContact={<ContactDetails />}
        footerSchedule={<BusinessSchedule />}
      />
      <CookieBar />
    </>
  );
}
