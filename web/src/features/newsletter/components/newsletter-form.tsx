import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox, Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { emailField } from '@/lib/email';
import { useSubscribe } from '../api/subscribe';
import { NEWSLETTER_UNAVAILABLE, rememberSubscribed } from '../lib/popup-cookies';


const schema = z.object({
  email: emailField({ required: 'Adresa de email este obligatorie.', invalid: 'Te rugăm să introduci o adresă de email validă.' }),
  terms: z.boolean().refine((v) => v, 'Trebuie să accepți termenii și condițiile.'),
});
type Values = z.infer<typeof schema>;

/** Footer signup: e-mail + terms checkbox, both required (no subscription without consent). */
export function NewsletterForm() {
  const mutation = useSubscribe();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '', terms: false } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await mutation.mutateAsync({ email: values.email, consent: values.terms, source: 'footer' });
      rememberSubscribed();
      toast.success(answer.message);
      reset();
    } catch (error) {
      toast.error(errorMessage(error, NEWSLETTER_UNAVAILABLE));
    }
  });

  return (
    <form className="newsletter" onSubmit={onSubmit} noValidate aria-label="Abonare la newsletter">
      <div className="newsletter__row">
        <label htmlFor="newsletter-email" className="visually-hidden">
          Adresa de email pentru newsletter
        </label>
        <Input
          id="newsletter-email"
          type="email"
          placeholder="adresa@email.ro"
          autoComplete="email"
          invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? 'newsletter-email-error' : undefined}
          {...register('email')}
        />
        <Button type="submit" loading={mutation.isPending}>
          Mă abonez
        </Button>
      </div>
      {errors.email ? (
        <p className="field__error" id="newsletter-email-error" role="alert">
          {errors.email.message}
        </p>
      ) : null}
      <Checkbox
        id="newsletter-terms"
        label={
          <>
            Sunt de acord cu <Link to="/termeni-si-conditii">termenii și condițiile</Link>
          </>
        }
        error={errors.terms?.message}
        {...register('terms')}
      />
    </form>
  );
}
