import type { ReactNode } from 'react';
import { useFormState, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from './form-field';
import { Input, Textarea, type InputProps, type TextareaProps } from './input';

type BoundFieldProps<T extends FieldValues, TContext, TOut> = {
  /** The form's control (`useForm().control`): the field registers itself and reads its message. */
  control: Control<T, TContext, TOut>;
  name: Path<T>;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** A message of the page's own, shown instead of the form's (e.g. one checked while typing). */
  error?: string;
  /** Extra class of the field's wrapper. */
  fieldClassName?: string;
};

type TextFieldProps<T extends FieldValues, TContext, TOut> = BoundFieldProps<T, TContext, TOut> &
  Omit<InputProps, 'id' | 'name' | 'invalid'>;
type TextAreaFieldProps<T extends FieldValues, TContext, TOut> = BoundFieldProps<T, TContext, TOut> &
  Omit<TextareaProps, 'id' | 'name' | 'invalid'>;

/** The field's registration and the message to show under it. */
function useBoundField<T extends FieldValues, TContext, TOut>(control: Control<T, TContext, TOut>, name: Path<T>, error?: string) {
  const formState = useFormState({ control, name });
  return { registration: control.register(name), message: error ?? control.getFieldState(name, formState).error?.message };
}

/**
 * A FormField with its Input, bound to a react-hook-form field: label, control, hint and the
 * field's validation message, wired for assistive technology. The one markup of every text field
 * of the shop's forms.
 */
export function TextField<T extends FieldValues, TContext, TOut>(props: TextFieldProps<T, TContext, TOut>) {
  const { control, name, id, label, hint, error, fieldClassName, ...input } = props;
  const { registration, message } = useBoundField(control, name, error);
  return (
    <FormField id={id} label={label} hint={hint} error={message} className={fieldClassName}>
      <Input {...input} {...registration} />
    </FormField>
  );
}

/** TextField's multi-line sibling (descriptions, messages). */
export function TextAreaField<T extends FieldValues, TContext, TOut>(props: TextAreaFieldProps<T, TContext, TOut>) {
  const { control, name, id, label, hint, error, fieldClassName, ...textarea } = props;
  const { registration, message } = useBoundField(control, name, error);
  return (
    <FormField id={id} label={label} hint={hint} error={message} className={fieldClassName}>
      <Textarea {...textarea} {...registration} />
    </FormField>
  );
}
