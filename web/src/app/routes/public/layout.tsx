import { CartButton } from '@/features/cart';
import { PublicLayout } from '@/features/layout';
import { NewsletterForm } from '@/features/newsletter';
import { ThemeToggle } from '@/features/theme';

export function PublicLayoutRoute() {
  return (
    <PublicLayout
      headerActions={
        <>
          <ThemeToggle />
          <CartButton />
        </>
      }
      newsletter={<NewsletterForm />}
    />
  );
}
