import { useMemo } from 'react';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/input';
import { Section } from '@/components/ui/section';
import { formatMoney } from '@/lib/format';
import { toggle, type AdminProduct, type DraftFieldsProps } from './promotion-draft';

/** 'Reducere la produs' and '1 + 1 gratis': the categories, products and sizes it applies to. */
export function PromotionTargetsFields({ draft, set, errors, products }: DraftFieldsProps & { products: AdminProduct[] }) {
  const categories = useMemo(() => {
    const seen = new Map<number, string>();
    for (const p of products) seen.set(p.category.id, p.category.name);
    return [...seen.entries()];
  }, [products]);
  return (
    <Section title="Categorii, produse și dimensiuni">
      {errors.productIds ? <Alert tone="error">{errors.productIds}</Alert> : null}
      <ul className="promo-tree">
        {categories.map(([categoryId, categoryName]) => (
          <li key={categoryId}>
            <Checkbox
              id={`promo-cat-${categoryId}`}
              label={<strong>{categoryName}</strong>}
              checked={draft.categoryIds.includes(categoryId)}
              onChange={() => set('categoryIds', toggle(draft.categoryIds, categoryId))}
            />
            <ul>
              {products
                .filter((p) => p.category.id === categoryId)
                .map((p) => (
                  <li key={p.id}>
                    <Checkbox
                      id={`promo-product-${p.id}`}
                      label={p.name}
                      checked={draft.productIds.includes(p.id)}
                      onChange={() => set('productIds', toggle(draft.productIds, p.id))}
                    />
                    {p.dimensions.length > 1 ? (
                      <ul>
                        {p.dimensions.map((d) => (
                          <li key={d.id}>
                            <Checkbox
                              id={`promo-dimension-${d.id}`}
                              label={`${d.value} (${formatMoney(d.price)})`}
                              checked={draft.dimensionIds.includes(d.id)}
                              onChange={() => set('dimensionIds', toggle(draft.dimensionIds, d.id))}
                            />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
