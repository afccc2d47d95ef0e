import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ADDED_TO_CART, VIEW_CART_LABEL } from '@/features/cart/lib/texts';
import { openCart } from '@/features/cart/stores/cart-ui';
import { productQueryOptions } from '@/features/menu/api/get-product';
import { type Product } from '@/types/api';
import { type ProductSelection } from '@/features/menu/lib/selection';
import { UNLIMITED_STOCK } from '@/lib/constants';
import { useCartStore } from '@/stores/cart';

/**
 * Turns the product page's choice into a cart line. The product itself (read from the query
 * cache the page rendered from) gives the dimension's minimum count, its stock, the order type
 * (pre-order) and the category.
 */
function addToCart(selection: ProductSelection, queryClient?: QueryClient): void {
  const product = queryClient?.getQueryData<Product>(productQueryOptions(selection.productId).queryKey);
  const dimension = product?.dimensions?.find((d) => d.id === selection.dimensionId);
  const minQuantity =
    dimension?.minimumQuantityType === 'numarBucati' ? Math.max(1, dimension.minimumQuantityNumber ?? 1) : 1;
  const limited = dimension && !dimension.stockUnlimited && dimension.stock < UNLIMITED_STOCK;
  useCartStore.getState().addProduct({
    id: selection.productId,
    name: selection.name,
    dimensionId: selection.dimensionId,
    dimensionLabel: selection.dimensionLabel,
    price: selection.price,
    boxPrice: selection.boxPrice,
    quantity: selection.quantity,
    minQuantity,
    maxQuantity: limited ? Math.max(minQuantity, dimension.stock) : null,
    preferredMessage: selection.preferredMessage,
    allergens: selection.allergens,
    extraIngredients: selection.extraIngredients.map((e) => ({ name: e.name, price: e.price })),
    orderType: product?.orderType ?? (product?.preOrderOrderType ? 'pre-order' : null),
    categoryId: product?.category?.id ?? null,
    image: product?.imagesLinks?.[0]?.thumbnailLink ?? product?.imagesLinks?.[0]?.imageLink ?? null,
  });
  // sonner is not part of the menu's first chunks: fetched with the first toast.
  void import('sonner').then(({ toast }) => toast.success(ADDED_TO_CART, { action: { label: VIEW_CART_LABEL, onClick: openCart } }));
}

export function useAddToCart(): (selection: ProductSelection) => void {
  const queryClient = useQueryClient();
  return useCallback((selection: ProductSelection) => addToCart(selection, queryClient), [queryClient]);
}
