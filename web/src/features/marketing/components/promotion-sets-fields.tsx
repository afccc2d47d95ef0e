import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Checkbox, Input } from '@/components/ui/input';
import { Section } from '@/components/ui/section';
import { formatMoney } from '@/lib/format';
import { toggle, type AdminProduct, type DraftFieldsProps, type SetDraft } from './promotion-draft';

/** 'Ofertă combo': the sets the customer picks one product from; a free set is not paid. */
export function PromotionSetsFields({ draft, set, errors, products }: DraftFieldsProps & { products: AdminProduct[] }) {
  const change = (index: number, next: (s: SetDraft) => SetDraft) =>
    set('sets', draft.sets.map((x, i) => (i === index ? next(x) : x)));
  return (
    <Section title="Seturi de produse">
      {errors.promotionProductBeans ? <Alert tone="error">{errors.promotionProductBeans}</Alert> : null}
      {draft.sets.map((s, index) => (
        <fieldset key={index} className="promo-set">
          <legend>Setul {index + 1}</legend>
          <div className="form__row">
            <FormField id={`promo-set-${index}-label`} label="Eticheta setului">
              <Input value={s.label} onChange={(e) => change(index, (x) => ({ ...x, label: e.target.value }))} />
            </FormField>
            <Checkbox
              id={`promo-set-${index}-free`}
              label="Produs gratuit (Y)"
              checked={s.isFree}
              onChange={(e) => change(index, (x) => ({ ...x, isFree: e.target.checked }))}
            />
          </div>
          <ul className="promo-tree">
            {products.map((p) => (
              <li key={p.id}>
                <Checkbox
                  id={`promo-set-${index}-product-${p.id}`}
                  label={`${p.name}${p.price ? ` (${formatMoney(p.price)})` : ''}`}
                  checked={s.productIds.includes(p.id)}
                  onChange={() => change(index, (x) => ({ ...x, productIds: toggle(x.productIds, p.id) }))}
                />
              </li>
            ))}
          </ul>
          {draft.sets.length > 1 ? (
            <Button variant="ghost" size="sm" onClick={() => set('sets', draft.sets.filter((_, i) => i !== index))}>
              Șterge setul
            </Button>
          ) : null}
        </fieldset>
      ))}
      <Button variant="secondary" onClick={() => set('sets', [...draft.sets, { label: '', isFree: false, productIds: [] }])}>
        Adaugă un set
      </Button>
    </Section>
  );
}
