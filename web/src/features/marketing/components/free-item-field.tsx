import type { KnownProducts } from './known-products';
import { ProductPicker } from './product-picker';
import type { DraftFieldsProps } from './promotion-draft';

/** 'Produs gratuit': the one product and size given away. */
export function FreeItemField({ draft, set, errors, known }: DraftFieldsProps & { known: KnownProducts }) {
  return (
    <ProductPicker
      label="Produsul gratuit"
      of="sizes"
      single
      value={draft.dimensionIds}
      onChange={(ids) => set('dimensionIds', ids)}
      known={known}
      error={errors.dimensionIds}
    />
  );
}
