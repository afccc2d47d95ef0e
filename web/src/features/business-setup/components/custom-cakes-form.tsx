import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CardForm } from '@/components/ui/card-form';
import { LoadFailed, LoadingCard } from '@/components/ui/load-states';
import { TextField } from '@/components/ui/text-field';
import { applyServerFieldErrors, sameNames } from '@/lib/form-errors';
import { useCustomCakesSetup } from '../api/get-custom-cakes-setup';
import { useSaveCustomCakesSetup } from '../api/save-custom-cakes-setup';
import type { CustomCakesSetup } from '../api/types';
import {
  CAKES_MSG,
  CUSTOM_CAKES_FIELDS,
  customCakesSchema,
  toCustomCakesBody,
  toCustomCakesValues,
  type CustomCakesValues,
} from '../lib/custom-cakes';
import { MSG } from '../lib/messages';
import { saveSetup } from '../lib/save';
import { EditableList } from './editable-list';
import '../business-setup.css';

/** "Torturi la comandă": the rules customers read before paying a deposit, and the lists they choose from. */
export function CustomCakesForm() {
  const setup = useCustomCakesSetup();
  if (setup.isPending) return <LoadingCard lines={8} />;
  if (setup.isError) return <LoadFailed title={MSG.loadFailed} error={setup.error} onRetry={() => setup.refetch()} />;
  return <CustomCakesBody initial={setup.data} />;
}

const numeric = { inputMode: 'numeric' as const, autoComplete: 'off' };

function CustomCakesBody({ initial }: { initial: CustomCakesSetup }) {
  const mutation = useSaveCustomCakesSetup();
  const { control, handleSubmit, reset, setError } = useForm<CustomCakesValues>({
    resolver: zodResolver(customCakesSchema),
    mode: 'onTouched',
    defaultValues: toCustomCakesValues(initial),
  });

  const onSubmit = handleSubmit((values) =>
    saveSetup(
      async () => {
        const body = toCustomCakesBody(values);
        const saved = await mutation.mutateAsync(body);
        reset(toCustomCakesValues(saved));
      },
      (error) => applyServerFieldErrors(error, setError, sameNames<CustomCakesValues>(CUSTOM_CAKES_FIELDS)),
      CAKES_MSG.saved,
    ),
  );

  return (
    <CardForm onSubmit={onSubmit} aria-label="Torturi la comandă" submitLabel="Salvează" pending={mutation.isPending} actionsClassName="adm-actions">
      <fieldset className="adm-fieldset">
        <legend className="adm-card__title">Avans și anulare</legend>
        <div className="form__row">
          <TextField control={control} name="depositPercent" id="cakes-deposit" label="Avans (%)" inputMode="decimal" hint="Propus în fiecare ofertă; se poate schimba pe ofertă." />
          <TextField control={control} name="freeCancellationDays" id="cakes-free-days" label="Anulare gratuită (zile înainte)" {...numeric} hint="Până atunci avansul se rambursează integral." />
        </div>
        <TextField control={control} name="keptPercent" id="cakes-kept" label="Procent reținut după anularea gratuită (%)" inputMode="decimal" hint="Din prețul tortului (cel mult cât a plătit clientul), pentru anulările de după limită." />
      </fieldset>
      <fieldset className="adm-fieldset">
        <legend className="adm-card__title">Oferte și termene</legend>
        <div className="form__row">
          <TextField control={control} name="lockDays" id="cakes-lock" label="Fără modificări cu (zile înainte)" {...numeric} hint="Data blocării propusă în ofertă: ziua evenimentului minus atâtea zile." />
          <TextField control={control} name="quoteValidityDays" id="cakes-validity" label="Valabilitatea ofertei (zile)" {...numeric} />
          <TextField control={control} name="leadDays" id="cakes-lead" label="Cerere cu cel puțin (zile înainte)" {...numeric} hint="Cea mai apropiată zi de eveniment pe care o poate alege clientul." />
          <TextField control={control} name="restChargeHours" id="cakes-charge" label="Plata automată a restului (ore înainte)" {...numeric} hint="Pentru clienții care au ales plata automată de pe card." />
        </div>
      </fieldset>
      <fieldset className="adm-fieldset">
        <legend className="adm-card__title">Capacitate și alerte</legend>
        <div className="form__row">
          <TextField control={control} name="cakesPerDay" id="cakes-per-day" label="Torturi pe zi" {...numeric} hint="Gol: fără limită. Doar avansurile plătite ocupă locuri." />
          <TextField control={control} name="alertAfterHours" id="cakes-alert" label="Alertă după (ore fără ofertă)" {...numeric} hint="Primiți un e-mail când o cerere așteaptă mai mult. 0: fără alertă." />
        </div>
      </fieldset>
      <EditableList control={control} name="flavours" title="Arome" noun="Aroma" addLabel="Adaugă aromă" />
      <EditableList control={control} name="fillings" title="Umpluturi" noun="Umplutura" addLabel="Adaugă umplutură" />
    </CardForm>
  );
}
