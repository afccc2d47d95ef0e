import { Alert } from '@/components/ui/alert';
import { Section } from '@/components/ui/section';
import { CategoryPicker } from './category-picker';
import type { KnownProducts } from './known-products';
import { ProductPicker } from './product-picker';
import type { DraftFieldsProps } from './promotion-draft';

/** 'Reducere la produs' and '1 + 1 gratis': the categories, products and sizes it applies to. */
export function PromotionTargetsFields({ draft, set, errors, known }: DraftFieldsProps & { known: KnownProducts }) {
  return (
    <Section title="Categorii, produse și dimensiuni">
      {errors.productIds ? <Alert tone="error">{errors.productIds}</Alert> : null}
      <CategoryPicker value={draft.categoryIds} onChange={(ids) => set('categoryIds', ids)} />
      <ProductPicker label="Produse" of="products" value={draft.productIds} onChange={(ids) => set('productIds', ids)} known={known} />
      <ProductPicker
        label="Doar anumite dimensiuni"
        of="sizes"
        value={draft.dimensionIds}
        onChange={(ids) => set('dimensionIds', ids)}
        known={known}
      />
    </Section>
  );
}
