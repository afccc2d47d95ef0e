import '../marketing.css';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useAdminPromotions } from '../api/get-admin-promotions';
import { useSavePromotion } from '../api/save-promotion';
import { MESSAGES, type KindConfig } from '../lib/kinds';
import { ConditionsFields } from './conditions-fields';
import { DiscountFields } from './discount-fields';
import { FreeItemField } from './free-item-field';
import { PromotionCoreFields } from './promotion-core-fields';
import { useKnownProducts } from './known-products';
import { draftOf, endsBeforeStart, promotionBody, type Draft, type SetField } from './promotion-draft';
import { PromotionImageField } from './promotion-image-field';
import { PromotionSetsFields } from './promotion-sets-fields';
import { PromotionsOfKind } from './promotions-of-kind';
import { PromotionTargetsFields } from './promotion-targets-fields';

/** One admin page per promotion kind: create, or edit with ?id=. */
export function PromotionForm({ config }: { config: KindConfig }) {
  const [params] = useSearchParams();
  const editId = Number(params.get('id')) || null;
  const promotions = useAdminPromotions();
  const existing = editId ? promotions.data?.find((p) => p.id === editId) : undefined;
  if (editId && promotions.isPending) return <p>Se încarcă…</p>;
  return (
    <>
      {!editId && promotions.data ? <PromotionsOfKind config={config} promotions={promotions.data} /> : null}
      <PromotionFormBody key={existing?.id ?? 'new'} config={config} initial={draftOf(config, existing)} />
    </>
  );
}

/** The shared core, then the fields of this kind, then conditions, image and save. */
function PromotionFormBody({ config, initial }: { config: KindConfig; initial: Draft }) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const known = useKnownProducts(initial);
  const save = useSavePromotion();
  const set: SetField = (key, value) => setDraft((d) => ({ ...d, [key]: value }));
  const fields = { draft, set, errors };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (endsBeforeStart(draft)) {
      setErrors({ endDate: MESSAGES.endBeforeStart });
      return;
    }
    try {
      const saved = await save.mutateAsync(promotionBody(config, draft));
      setErrors({});
      setDraft((d) => ({ ...d, id: saved.id }));
      toast.success(saved.message);
    } catch (error) {
      if (isApiError(error)) setErrors(error.errors);
      toast.error(MESSAGES.error(errorMessage(error)));
    }
  };

  return (
    <form className="card form promotion-form" onSubmit={onSubmit} noValidate aria-label={config.title}>
      <p className="page__subtitle">{config.intro}</p>
      {config.alwaysActive ? null : (
        <Switch
          id="promo-active"
          label={`Promoție activă: ${draft.active ? 'Da' : 'Nu'}`}
          checked={draft.active}
          onChange={(e) => set('active', e.target.checked)}
        />
      )}
      {config.alwaysActive || draft.active ? (
        <>
          <PromotionCoreFields config={config} {...fields} />
          <DiscountFields config={config} {...fields} />
          {config.freeItem ? <FreeItemField known={known} {...fields} /> : null}
          {config.targets ? <PromotionTargetsFields known={known} {...fields} /> : null}
          {config.sets ? <PromotionSetsFields known={known} {...fields} /> : null}
          <ConditionsFields value={draft.conditions} onChange={(c) => set('conditions', c)} errors={errors} />
          <Checkbox
            id="promo-combinable"
            label="Se cumulează cu alte promoții"
            checked={draft.combinable}
            onChange={(e) => set('combinable', e.target.checked)}
          />
          <PromotionImageField image={draft.image} error={errors.image} onUploaded={(link) => set('image', link)} />
          <div className="adm-actions">
            <Button type="submit" loading={save.isPending}>
              {draft.id ? 'Salvează promoția' : 'Creează promoția'}
            </Button>
          </div>
        </>
      ) : null}
    </form>
  );
}
