import type { ReactNode } from 'react';

/** One label/value pair of a facts list (`<dl className="op-facts">`). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
