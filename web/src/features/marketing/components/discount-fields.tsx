import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { KindConfig } from '../lib/kinds';
import type { DraftFieldsProps } from './promotion-draft';

/** The kind's terms: the coupon code, the percent or amount off, the days it is valid, the minimum order. */
export function DiscountFields({ config, draft, set, errors }: DraftFieldsProps & { config: KindConfig }) {
  return (
    <>
      {config.code ? (
        <FormField id="promo-code" label="Codul cuponului" error={errors.couponCode}>
          <Input value={draft.code} onChange={(e) => set('code', e.target.value.toUpperCase())} maxLength={40} autoCapitalize="characters" />
        </FormField>
      ) : null}
      <div className="form__row">
        {config.percent ? (
          <FormField id="promo-percent" label="Reducere (%)" error={errors.discountPercentage}>
            <Input type="number" min={0} max={100} step="0.01" value={draft.percent} onChange={(e) => set('percent', e.target.value)} />
          </FormField>
        ) : null}
        {config.amount ? (
          <FormField id="promo-amount" label="Reducere (RON)" error={errors.discountAmount}>
            <Input type="number" min={0} step="0.01" value={draft.amount} onChange={(e) => set('amount', e.target.value)} />
          </FormField>
        ) : null}
        {config.validity ? (
          <FormField id="promo-validity" label="Valabilitate (zile)" error={errors.validityInDays}>
            <Input type="number" min={0} step={1} value={draft.validity} onChange={(e) => set('validity', e.target.value)} />
          </FormField>
        ) : null}
        {config.sets ? null : (
          <FormField
            id="promo-min-order"
            label={config.freeItem ? 'Gratuit de la o comandă de (RON)' : 'Comandă minimă (RON, opțional)'}
            error={errors.minOrderValue}
          >
            <Input type="number" min={0} step="0.01" value={draft.minOrder} onChange={(e) => set('minOrder', e.target.value)} />
          </FormField>
        )}
      </div>
    </>
  );
}
