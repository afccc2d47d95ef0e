import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Button } from './button';

type CardFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'className' | 'noValidate'> & {
  submitLabel: ReactNode;
  /** The save is on its way: the submit button shows a spinner. */
  pending: boolean;
  /** Class of the row holding the submit button (e.g. the admin's right-aligned 'adm-actions'). */
  actionsClassName?: string;
  /** More buttons before the submit one (e.g. 'Adaugă punct de lucru'). */
  actions?: ReactNode;
};

/** A form in a card with its submit row: the account pages' and the business setup's forms. */
export function CardForm({ submitLabel, pending, actionsClassName, actions, children, ...form }: CardFormProps) {
  return (
    <form className="card form" noValidate {...form}>
      {children}
      <div className={actionsClassName}>
        {actions}
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
