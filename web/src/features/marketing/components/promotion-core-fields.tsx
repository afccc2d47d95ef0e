import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { MESSAGES, type KindConfig } from '../lib/kinds';
import { endsBeforeStart, type DraftFieldsProps } from './promotion-draft';

/** What every kind has: its name, description and the days it runs. */
export function PromotionCoreFields({ config, draft, set, errors }: DraftFieldsProps & { config: KindConfig }) {
  const datesWrong = endsBeforeStart(draft);
  return (
    <>
      <FormField id="promo-name" label="Numele promoției" error={errors.name}>
        <Input value={draft.name} onChange={(e) => set('name', e.target.value)} maxLength={120} />
      </FormField>
      <FormField id="promo-description" label="Descriere (opțional)" error={errors.description}>
        <Textarea value={draft.description} onChange={(e) => set('description', e.target.value)} rows={3} />
      </FormField>
      <div className="form__row">
        <FormField id="promo-start" label={config.datesRequired ? 'Data de început' : 'Data de început (opțional)'} error={errors.startDate}>
          <Input type="date" value={draft.startDate} onChange={(e) => set('startDate', e.target.value)} />
        </FormField>
        <FormField
          id="promo-end"
          label={config.datesRequired ? 'Data de sfârșit' : 'Data de sfârșit (opțional)'}
          error={errors.endDate ?? (datesWrong ? MESSAGES.endBeforeStart : undefined)}
        >
          <Input type="date" value={draft.endDate} onChange={(e) => set('endDate', e.target.value)} />
        </FormField>
      </div>
    </>
  );
}
