// Lazy chunk: the checkout alone (its page preloads it: dist/checkout.html, vite.config.ts), so
// the confirmation page's live order view is not among the first files of /checkout.
import { useDocumentTitle } from '@/components/ui/page-shell';
import { useBusinessInformation } from '@/features/business/api/get-business-information';
import { openCart } from '@/features/cart/stores/cart-ui';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';

/** /checkout */
export function CheckoutRoute() {
  useDocumentTitle('Finalizează comanda');
  const business = useBusinessInformation();
  return (
    <CheckoutPage
      business={business.data}
      businessLoading={business.isPending}
      businessError={business.isError}
      onEditCart={openCart}
    />
  );
}
