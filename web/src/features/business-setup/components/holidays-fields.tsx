import { useFieldArray, type Control } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { todayIso } from '@/lib/bucharest-time';
import type { ScheduleValues } from '../lib/schemas';

/** 'Sărbători': the days the hours change, each with the message customers see. */
export function HolidaysFields({ control }: { control: Control<ScheduleValues> }) {
  const holidays = useFieldArray({ control, name: 'holidays' });
  return (
    <section className="card form" aria-labelledby="holidays-title">
      <div>
        <h2 className="adm-card__title" id="holidays-title">
          Sărbători
        </h2>
        <p className="adm-card__lead">Zilele în care programul se schimbă; clienții văd mesajul vostru.</p>
      </div>
      {holidays.fields.length === 0 ? <p className="adm-muted">Nu există sărbători definite.</p> : null}
      <ol className="adm-rows">
        {holidays.fields.map((field, index) => (
          <li key={field.id} className="adm-rows__item">
            <fieldset className="adm-rows__fieldset">
              <legend className="adm-rows__legend">Sărbătoarea {index + 1}</legend>
              <TextField control={control} name={`holidays.${index}.name`} id={`holiday-${field.id}-name`} label="Denumire" />
              <TextAreaField
                control={control}
                name={`holidays.${index}.notificationMessage`}
                id={`holiday-${field.id}-message`}
                label="Mesaj pentru clienți"
                rows={2}
              />
              <div className="form__row">
                <TextField
                  control={control}
                  name={`holidays.${index}.startDate`}
                  id={`holiday-${field.id}-start`}
                  label="Data de început"
                  type="date"
                  min={todayIso()}
                />
                <TextField
                  control={control}
                  name={`holidays.${index}.endDate`}
                  id={`holiday-${field.id}-end`}
                  label="Data de sfârșit"
                  type="date"
                  min={todayIso()}
                />
              </div>
              <div>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => holidays.remove(index)}
                  aria-label={`Șterge sărbătoarea ${index + 1}`}
                >
                  Șterge
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div>
        <Button
          variant="secondary"
          onClick={() =>
            holidays.append({
              holidayId: null,
              name: '',
              notificationMessage: '',
              startDate: '',
              endDate: '',
              savedStartDate: '',
              savedEndDate: '',
            })
          }
        >
          Adaugă sărbătoare
        </Button>
      </div>
    </section>
  );
}
