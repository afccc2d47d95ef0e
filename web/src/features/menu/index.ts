import './menu.css';

export { productQueryOptions } from './api/get-product';

export type { Product } from '@/types/api';
export { CategoryCards } from './components/category-cards';

export { MenuPage } from './components/menu-page';
export { MenuPreview } from './components/menu-preview';

export { ProductModal } from './components/product-modal';
export { ProductPage } from './components/product-page';
export { ProductPhotoGallery } from './components/product-photo-gallery';

export type { ProductSelection } from './lib/selection';
