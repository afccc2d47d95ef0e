import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Checkbox, Input } from '@/components/ui/input';
import { Section } from '@/components/ui/section';
import type { KnownProducts } from './known-products';
import { ProductPicker } from './product-picker';
import type { DraftFieldsProps, SetDraft } from './promotion-draft';

/** 'Ofertă combo': the sets the customer picks one product from; a free set is not paid. */
export function PromotionSetsFields({ draft, set, errors, known }: DraftFieldsProps & { known: KnownProducts }) {
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
          <ProductPicker
            label="Produsele setului"
            of="products"
            value={s.productIds}
            onChange={(ids) => change(index, (x) => ({ ...x, productIds: ids }))}
            known={known}
          />
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
