import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox, Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { LoadFailed, LoadingCard } from '@/components/ui/load-states';
import { isApiError } from '@/lib/api-client';
import { WEEKDAYS } from '@/lib/allergens';
import { formatMoney } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import type { DeliveryZone } from '@/types/api';
import { useDeleteDeliveryZone } from '../api/delete-delivery-zone';
import { useDeliveryZones } from '../api/get-delivery-zones';
import { useSaveDeliveryZone } from '../api/save-delivery-zone';
import { emptyZone, toZoneBody, ZONE_MSG, zoneFieldOf, zoneIssues, zoneToValues, type ZoneValues } from '../lib/zones';

const dayName = (day: number) => WEEKDAYS.find((w) => w.day === day)?.name ?? '';

/** The delivery zones: where we deliver, at what fee and minimum, on which days and hours. */
export function DeliveryZones() {
  const zones = useDeliveryZones();
  const [editing, setEditing] = useState<ZoneValues>(emptyZone());
  const [doomed, setDoomed] = useState<DeliveryZone | null>(null);
  const remove = useDeleteDeliveryZone();

  if (zones.isError) return <LoadFailed title="Zonele de livrare nu au putut fi afișate." error={zones.error} onRetry={() => zones.refetch()} />;
  if (!zones.data) return <LoadingCard />;

  return (
    <div className="adm-stack adm-stack--loose">
      <DataTable
        caption="Zonele de livrare"
        showCaption
        rows={zones.data}
        rowKey={(z) => z.id}
        columns={[
          { key: 'name', header: 'Zona', primary: true, render: (z) => z.name },
          { key: 'places', header: 'Localități și coduri poștale', label: 'Unde', render: (z) => [...z.localities, ...z.postalCodes].join(', ') },
          { key: 'fee', header: 'Taxă', label: 'Taxă', render: (z) => formatMoney(z.deliveryFee) },
          { key: 'minimum', header: 'Comandă minimă', label: 'Minim', render: (z) => formatMoney(z.minimumOrder) },
          {
            key: 'hours',
            header: 'Program',
            label: 'Program',
            render: (z) => (z.schedule.length ? z.schedule.map((d) => `${dayName(d.dayOfWeek)} ${d.hours}`).join('; ') : 'Programul livrărilor'),
          },
          {
            key: 'actions',
            header: <span className="visually-hidden">Acțiuni</span>,
            render: (z) => (
              <div className="adm-actions">
                <Button size="sm" variant="secondary" onClick={() => setEditing(zoneToValues(z))} aria-label={`Modifică zona ${z.name}`}>
                  Modifică
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDoomed(z)} aria-label={`Șterge zona ${z.name}`}>
                  Șterge
                </Button>
              </div>
            ),
          },
        ]}
      />
      <ZoneForm key={editing.id ?? 'new'} initial={editing} onDone={() => setEditing(emptyZone())} />
      <ConfirmDialog
        open={doomed !== null}
        title={`Ștergeți zona „${doomed?.name ?? ''}”?`}
        confirmLabel="Șterge zona"
        loading={remove.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={async () => {
          if (!doomed) return;
          try {
            await remove.mutateAsync(doomed.id);
            toast.success(ZONE_MSG.deleted);
          } catch (error) {
            notifyError(error);
          }
          setDoomed(null);
        }}
      >
        Adresele din această zonă nu vor mai putea primi livrări.
      </ConfirmDialog>
    </div>
  );
}

function ZoneForm({ initial, onDone }: { initial: ZoneValues; onDone: () => void }) {
  const [values, setValues] = useState<ZoneValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveDeliveryZone();
  const set = (patch: Partial<ZoneValues>) => setValues((v) => ({ ...v, ...patch }));
  const setDay = (day: number, patch: Partial<ZoneValues['days'][number]>) =>
    setValues((v) => ({ ...v, days: { ...v.days, [day]: { ...v.days[day], ...patch } } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const issues = zoneIssues(values);
    setErrors(issues);
    if (Object.keys(issues).length) return;
    const body = toZoneBody(values);
    try {
      await save.mutateAsync(body);
      toast.success(ZONE_MSG.saved);
      onDone();
    } catch (error) {
      if (isApiError(error)) {
        const fields: Record<string, string> = {};
        for (const [key, message] of Object.entries(error.errors)) fields[zoneFieldOf(key, body)] = message;
        setErrors(fields);
      }
      notifyError(error);
    }
  };

  const title = values.id != null ? `Modifică zona „${initial.name}”` : 'Zonă nouă';
  return (
    <form className="card form" onSubmit={submit} noValidate aria-label={title}>
      <h2 className="adm-card__title">{title}</h2>
      <FormField id="zone-name" label="Numele zonei" error={errors.name}>
        <Input value={values.name} onChange={(e) => set({ name: e.target.value })} />
      </FormField>
      <div className="form__row">
        <FormField id="zone-localities" label="Localități" hint="Separate prin virgulă, de exemplu: Cisnădie, Cisnădioara" error={errors.localities}>
          <Input value={values.localities} onChange={(e) => set({ localities: e.target.value })} />
        </FormField>
        <FormField id="zone-postal-codes" label="Coduri poștale" hint="Separate prin virgulă; aleg doar între zonele aceleiași localități" error={errors.postalCodes}>
          <Input value={values.postalCodes} onChange={(e) => set({ postalCodes: e.target.value })} />
        </FormField>
      </div>
      <div className="form__row">
        <FormField id="zone-fee" label="Taxă de livrare (RON)" error={errors.deliveryFee}>
          <Input inputMode="decimal" value={values.deliveryFee} onChange={(e) => set({ deliveryFee: e.target.value })} />
        </FormField>
        <FormField id="zone-minimum" label="Comandă minimă (RON)" error={errors.minimumOrder}>
          <Input inputMode="decimal" value={values.minimumOrder} onChange={(e) => set({ minimumOrder: e.target.value })} />
        </FormField>
      </div>
      <fieldset className="adm-fieldset">
        <legend className="field__label">Zilele și orele în care livrăm în zonă (nicio zi bifată: tot programul livrărilor)</legend>
        {WEEKDAYS.map((w) => (
          <div className="form__row" key={w.day}>
            <Checkbox id={`zone-day-${w.day}`} label={w.name} checked={values.days[w.day].open} onChange={(e) => setDay(w.day, { open: e.currentTarget.checked })} />
            <FormField id={`zone-hours-${w.day}`} label={`Ore ${w.name.toLowerCase()}`} error={errors[`day${w.day}`]}>
              <Input
                placeholder="10:00 - 14:00"
                disabled={!values.days[w.day].open}
                value={values.days[w.day].hours}
                onChange={(e) => setDay(w.day, { hours: e.target.value })}
              />
            </FormField>
          </div>
        ))}
      </fieldset>
      {Object.keys(errors).length ? <Alert tone="error">Verificați câmpurile marcate.</Alert> : null}
      <div className="adm-actions">
        <Button type="submit" loading={save.isPending}>
          {values.id != null ? 'Salvează zona' : 'Adaugă zona'}
        </Button>
        {values.id != null ? (
          <Button variant="secondary" onClick={onDone}>
            Renunță
          </Button>
        ) : null}
      </div>
    </form>
  );
}
