import { toast } from 'sonner';
import type { ProductSelection } from '@/features/menu';

export const CART_SOON = 'Coșul va fi disponibil în curând.';

/** The cart is the next issue: until then 'Adaugă în coș' only says so. */
export function addToCart(_selection: ProductSelection): void {
  toast.info(CART_SOON);
}
