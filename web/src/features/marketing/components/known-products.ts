import { useCallback, useMemo, useState } from 'react';
import { useChosenProducts } from '../api/get-chosen-products';
import type { AdminProduct, Draft } from './promotion-draft';

/** The products the form can name: the saved promotion's own (asked for by id), and every one chosen since. */
export type KnownProducts = {
  productName: (id: number) => string;
  sizeName: (id: number) => string;
  remember: (product: AdminProduct) => void;
};

export function productLabel(product: AdminProduct): string {
  return product.name;
}

export function sizeLabel(product: AdminProduct, size: AdminProduct['dimensions'][number]): string {
  return `${product.name} — ${size.value}`;
}

export function useKnownProducts(initial: Draft): KnownProducts {
  // Only the ids the promotion was opened with: those chosen later are remembered as they are chosen.
  const [ids] = useState(() => ({
    productIds: [...new Set([...initial.productIds, ...initial.sets.flatMap((s) => s.productIds)])],
    dimensionIds: initial.dimensionIds,
  }));
  const chosen = useChosenProducts(ids);
  const [remembered, setRemembered] = useState<Map<number, AdminProduct>>(() => new Map());
  const remember = useCallback(
    (product: AdminProduct) => setRemembered((known) => (known.has(product.id) ? known : new Map(known).set(product.id, product))),
    [],
  );
  return useMemo(() => {
    const all = [...(chosen.data?.content ?? []), ...remembered.values()];
    const products = new Map(all.map((p) => [p.id, p]));
    const sizes = new Map(all.flatMap((p) => p.dimensions.map((d) => [d.id, sizeLabel(p, d)] as const)));
    // While the saved promotion's products load, a placeholder; if one was deleted since, its number.
    const missing = (id: number) => (chosen.isPending && chosen.fetchStatus !== 'idle' ? 'Se încarcă…' : `#${id}`);
    return {
      productName: (id) => (products.has(id) ? productLabel(products.get(id)!) : missing(id)),
      sizeName: (id) => sizes.get(id) ?? missing(id),
      remember,
    };
  }, [chosen.data, chosen.isPending, chosen.fetchStatus, remembered, remember]);
}
