import type { ComponentPropsWithRef } from 'react';

export type SelectProps = ComponentPropsWithRef<'select'> & { invalid?: boolean };

/** A native select with the inputs' look; FormField marks it invalid like an Input. */
export function Select({ invalid, className, ...rest }: SelectProps) {
  return (
    <select
      className={['input', invalid ? 'input--invalid' : '', className].filter(Boolean).join(' ')}
      aria-invalid={invalid || undefined}
      {...rest}
    />
  );
}
