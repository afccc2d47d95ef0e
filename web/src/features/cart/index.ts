export { CartButton } from './components/cart-button';
