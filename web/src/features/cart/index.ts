import './cart.css';

export { CartButton } from './components/cart-button';
export { CartModal } from './components/cart-modal';
export {
  ADDED_TO_CART,
  CART_EMPTY,
  CART_TITLE,
  CHECKOUT_LABEL,
  CLEAR_CART_LABEL,
  cartButtonLabel,
  VIEW_CART_LABEL,
} from './lib/texts';
export { BADGE_BUMP_MS } from './lib/use-badge-bump';
export { closeCart, openCart } from './stores/cart-ui';
