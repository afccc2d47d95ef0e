import { useFormContext } from 'react-hook-form';
import type { CheckoutValues } from '../lib/schema';

/** What a checkout section needs of the form: registering its fields and their messages. */
export function useCheckoutFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutValues>();
  return { register, errors };
}
