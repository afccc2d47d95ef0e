import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldError } from './form-field';

export type InputProps = ComponentPropsWithRef<'input'> & { invalid?: boolean };

export function Input({ invalid, className, ...rest }: InputProps) {
  return (
    <input
      className={['input', invalid ? 'input--invalid' : '', className].filter(Boolean).join(' ')}
      aria-invalid={invalid || undefined}
      {...rest}
    />
  );
}

export type TextareaProps = ComponentPropsWithRef<'textarea'> & { invalid?: boolean };

export function Textarea({ invalid, className, ...rest }: TextareaProps) {
  return (
    <textarea
      className={['input', 'input--textarea', invalid ? 'input--invalid' : '', className].filter(Boolean).join(' ')}
      aria-invalid={invalid || undefined}
      {...rest}
    />
  );
}

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: ReactNode;
  error?: string;
};

export function Checkbox({ label, error, id, className, ...rest }: CheckboxProps) {
  const errorId = error && id ? `${id}-error` : undefined;
  return (
    <div className={['checkbox', className].filter(Boolean).join(' ')}>
      <label className="checkbox__label" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className="checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...rest}
        />
        <span>{label}</span>
      </label>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
