export { CategoriesPanel } from './components/categories-panel';
export { CategoryPage } from './components/category-page';
export { ProductDetail } from './components/product-detail';
export { ProductForm } from './components/product-form';
export { ProductList } from './components/product-list';
export { menuPaths } from './lib/paths';
