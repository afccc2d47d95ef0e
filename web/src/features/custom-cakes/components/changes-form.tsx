import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useAskCakeChanges } from '../api/ask-cake-changes';
import type { CakeAccess } from '../lib/access';
import { CakeSection } from './cake-section';

const schema = z.object({
  message: z.string().trim().min(1, 'Scrie ce ai vrea să schimbăm.').max(1000, 'Mesajul poate avea cel mult 1000 de caractere.'),
});
type ChangesValues = z.infer<typeof schema>;

/** 'Cer modificări': a message to the bakery, which answers with a new quote. */
export function ChangesForm({ id, access }: { id: string; access: CakeAccess }) {
  const form = useForm<ChangesValues>({ resolver: zodResolver(schema), defaultValues: { message: '' } });
  const ask = useAskCakeChanges(id, access);
  const onSubmit = form.handleSubmit(async ({ message }) => {
    try {
      await ask.mutateAsync(message.trim());
      form.reset();
      toast.success('Am trimis mesajul. Cofetăria îți răspunde cu o ofertă nouă.');
    } catch (error) {
      toast.error(errorMessage(error, 'Mesajul nu a putut fi trimis. Încearcă din nou.'));
    }
  });
  return (
    <CakeSection name="changes" title="Cer modificări">
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Cer modificări">
        <TextAreaField control={form.control} name="message" id="cake-changes-message" label="Ce ai vrea să schimbăm?" rows={3} />
        <Button type="submit" variant="secondary" loading={ask.isPending}>
          Trimite cererea de modificare
        </Button>
      </form>
    </CakeSection>
  );
}
