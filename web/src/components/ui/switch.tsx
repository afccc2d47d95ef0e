import type { ComponentPropsWithRef, ReactNode } from 'react';
import './ui-extra.css';

export type SwitchProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'role'> & {
  label: ReactNode;
  /** Short text under the label. */
  hint?: ReactNode;
};

/** On/off toggle: a checkbox with role="switch", named by its visible label. */
export function Switch({ label, hint, className, id, ...rest }: SwitchProps) {
  const hintId = hint && id ? `${id}-hint` : undefined;
  return (
    <div className={['switch', className].filter(Boolean).join(' ')}>
      <label className="switch__label" htmlFor={id}>
        <input id={id} type="checkbox" role="switch" className="switch__input" aria-describedby={hintId} {...rest} />
        <span className="switch__track" aria-hidden="true">
          <span className="switch__thumb" />
        </span>
        <span className="switch__text">{label}</span>
      </label>
      {hint ? (
        <p className="field__hint switch__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
