import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { formatMoney } from '@/lib/format';
import type { AdminProduct, DraftFieldsProps } from './promotion-draft';

/** 'Produs gratuit': the one product and size given away. */
export function FreeItemField({ draft, set, errors, products }: DraftFieldsProps & { products: AdminProduct[] }) {
  return (
    <FormField id="promo-free-item" label="Produsul gratuit" error={errors.dimensionIds}>
      <Select value={draft.dimensionIds[0] ?? ''} onChange={(e) => set('dimensionIds', e.target.value ? [Number(e.target.value)] : [])}>
        <option value="">Alegeți produsul</option>
        {products.flatMap((p) =>
          p.dimensions.map((d) => (
            <option key={d.id} value={d.id}>
              {p.name} — {d.value} ({formatMoney(d.price)})
            </option>
          )),
        )}
      </Select>
    </FormField>
  );
}
