import { useState } from 'react';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { CustomCakesValues } from '../lib/custom-cakes';

type Props = {
  control: Control<CustomCakesValues>;
  name: 'flavours' | 'fillings';
  title: string;
  /** "aromă", "umplutură": in the buttons' names. */
  noun: string;
  addLabel: string;
};

/**
 * A list the owner edits: rename in place, add, remove, move up or down (buttons, so the keyboard
 * reorders too; a polite note says where an entry went). Customers choose from it in this order.
 */
export function EditableList({ control, name, title, noun, addLabel }: Props) {
  const list = useFieldArray({ control, name });
  const values = useWatch({ control, name });
  const [note, setNote] = useState('');
  // The list's own rule (1 to 30 entries), apart from each entry's.
  const listError = useFormState({ control, name }).errors[name];
  const listProblem = listError?.message ?? listError?.root?.message;
  const label = (index: number) => values?.[index]?.name?.trim() || `${noun} ${index + 1}`;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= list.fields.length) return;
    const moved = label(from);
    list.move(from, to);
    setNote(`${moved}: poziția ${to + 1} din ${list.fields.length}.`);
  };
  const add = () => {
    list.append({ name: '' }, { shouldFocus: true });
    setNote('');
  };
  const remove = (index: number) => {
    const removed = label(index);
    list.remove(index);
    setNote(`${removed} a fost ștearsă din listă.`);
  };

  return (
    <fieldset className="adm-fieldset" data-testid={`list-${name}`}>
      <legend className="adm-card__title">{title}</legend>
      {list.fields.length === 0 ? <p className="adm-muted">Lista este goală.</p> : null}
      <ol className="adm-rows">
        {list.fields.map((field, index) => (
          <li key={field.id} className="adm-rows__item setup-list__item">
            <TextField
              control={control}
              name={`${name}.${index}.name`}
              id={`${name}-${field.id}`}
              label={`${title}: poziția ${index + 1}`}
              fieldClassName="setup-list__name"
              maxLength={80}
            />
            <div className="adm-row-actions setup-list__actions">
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Mută mai sus: ${label(index)}`}
                aria-disabled={index === 0 || undefined}
                onClick={() => move(index, index - 1)}
              >
                ↑
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Mută mai jos: ${label(index)}`}
                aria-disabled={index === list.fields.length - 1 || undefined}
                onClick={() => move(index, index + 1)}
              >
                ↓
              </Button>
              <Button variant="ghost" size="sm" aria-label={`Șterge: ${label(index)}`} onClick={() => remove(index)}>
                Șterge
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {listProblem ? (
        <p className="field__error" role="alert">
          {listProblem}
        </p>
      ) : null}
      <div>
        <Button variant="secondary" size="sm" onClick={add}>
          {addLabel}
        </Button>
      </div>
      <p className="visually-hidden" role="status">
        {note}
      </p>
    </fieldset>
  );
}
