// Lazy chunk: public content pages that later issues fill.
import { ShellPage } from '@/components/ui';

export function ReviewsRoute() {
  return <ShellPage title="Opinii" note="Părerile clienților noștri apar aici în curând." />;
}

export { ConfirmSubscriptionPage as NewsletterConfirmRoute, UnsubscribePage as NewsletterUnsubscribeRoute } from '@/features/newsletter';
