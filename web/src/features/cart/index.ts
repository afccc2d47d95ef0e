import './cart.css';

export { CartButton } from './components/cart-button';

export { ADDED_TO_CART, VIEW_CART_LABEL } from './lib/texts';

export { openCart } from './stores/cart-ui';
