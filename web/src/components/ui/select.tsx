import type { ComponentPropsWithRef } from 'react';
import './ui-extra.css';

export type SelectProps = ComponentPropsWithRef<'select'> & { invalid?: boolean };

/** Native select styled like Input; works inside FormField (takes `invalid`). */
export function Select({ invalid, className, ...rest }: SelectProps) {
  return (
    <select
      className={['input', 'select', invalid ? 'input--invalid' : '', className].filter(Boolean).join(' ')}
      aria-invalid={invalid || undefined}
      {...rest}
    />
  );
}
