import type { ReactNode } from 'react';

type AlertProps = {
  tone?: 'error' | 'success' | 'info';
  title?: ReactNode;
  children?: ReactNode;
};

/** Inline message box for form results. Errors are announced immediately. */
export function Alert({ tone = 'info', title, children }: AlertProps) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title ? <p className="alert__title">{title}</p> : null}
      {children ? <div className="alert__body">{children}</div> : null}
    </div>
  );
}
