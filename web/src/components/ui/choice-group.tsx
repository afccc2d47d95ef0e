import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from './form-field';
import './choice-group.css';

export type ChoiceOption = { value: string; label: ReactNode; description?: ReactNode; disabled?: boolean };

type ChoiceGroupProps = {
  /** Prefix of the inputs' ids (unique on the page). */
  id: string;
  legend: ReactNode;
  options: ChoiceOption[];
  /** react-hook-form's register(name) for the radios. */
  field: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  /** Cards side by side on wide screens (they stack under 520 px). */
  layout?: 'row' | 'column';
};

/** A fieldset of radio cards: the legend names the group, the error is announced under it. */
export function ChoiceGroup({ id, legend, options, field, error, hint, layout = 'row' }: ChoiceGroupProps) {
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <fieldset className="choice-group" aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} aria-invalid={error ? true : undefined}>
      <legend className="field__label choice-group__legend">{legend}</legend>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className={`choice-group__options choice-group__options--${layout}`}>
        {options.map((option) => {
          const inputId = `${id}-${option.value}`;
          // Named by the label only; the description is read as its description.
          return (
            <label key={option.value} className="choice" htmlFor={inputId}>
              <input
                id={inputId}
                type="radio"
                value={option.value}
                className="choice__input"
                disabled={option.disabled}
                aria-labelledby={`${inputId}-label`}
                aria-describedby={option.description ? `${inputId}-description` : undefined}
                {...field}
              />
              <span className="choice__body">
                <span className="choice__label" id={`${inputId}-label`}>
                  {option.label}
                </span>
                {option.description ? (
                  <span className="choice__description" id={`${inputId}-description`}>
                    {option.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
