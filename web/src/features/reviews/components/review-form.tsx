import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/bucharest-time';
import { formatMoney } from '@/lib/format';
import { useReviewableOrders } from '../api/get-reviewable-orders';
import { useWriteReview } from '../api/write-review';
import '../reviews.css';

const FEEDBACK_SENT = 'Părerea ta a fost trimisă. Mulțumim!';
export const ALREADY_REVIEWED = 'Ai trimis deja o părere pentru această comandă. Mulțumim!';

type ReviewFormProps = {
  /** /opinii?comanda=…: the order chosen first in the list. */
  preselected?: number;
  /**
   * The order page: this order only, without the list. The form shows while the order is
   * delivered and not reviewed yet; once reviewed, a short note; otherwise nothing.
   */
  orderId?: number;
};

/** A signed-in customer reviews one of their delivered orders (stars 1-5 and a text), once. */
export function ReviewForm({ preselected, orderId: fixedId }: ReviewFormProps) {
  const fixed = fixedId !== undefined;
  const ids = useId();
  const orders = useReviewableOrders(true);
  const write = useWriteReview();
  const [orderId, setOrderId] = useState<number | null>(preselected ?? null);
  const [rating, setRating] = useState(5);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string | null>(null);

  const options = orders.data?.reviewable ?? [];
  const chosen = fixed ? fixedId : (orderId ?? options[0]?.id ?? null);

  const submit = async () => {
    const local: Record<string, string> = {};
    if (chosen === null) local.orderId = 'Alege comanda.';
    if (!text.trim()) local.text = 'Scrieți câteva cuvinte despre comandă (cel mult 1000 de caractere).';
    setErrors(local);
    if (Object.keys(local).length || chosen === null) return;
    try {
      const answer = await write.mutateAsync({ orderId: chosen, rating, text: text.trim() });
      setSent(answer.message);
      setText('');
      setOrderId(null);
    } catch (error) {
      setErrors(isApiError(error) && Object.keys(error.errors).length ? error.errors : { form: errorMessage(error) });
    }
  };

  const sentModal = (
    <Modal open={sent !== null} onClose={() => setSent(null)} title="Mulțumim pentru părere!">
      <p role="status">{FEEDBACK_SENT}</p>
      <p>{sent}</p>
    </Modal>
  );

  const form = (
    <form
      className="form card"
      aria-label="Scrie o părere"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {fixed ? (
        <>
          <h2 className="review-form__title">Cum ți s-a părut comanda?</h2>
          <p className="review-form__lead">Dă-i o notă și scrie-ne câteva cuvinte. După ce o citim, o putem publica pe pagina Opinii.</p>
        </>
      ) : (
        <FormField id={`${ids}-order`} label="Comanda" error={errors.orderId}>
          <Select value={chosen ?? ''} onChange={(e) => setOrderId(Number(e.target.value))}>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                #{o.orderNumber} · {formatDate(o.orderDate)} · {formatMoney(o.totalPrice)}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      <fieldset className="review-rating">
        <legend>Nota</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input type="radio" name={`${ids}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} /> {n}{' '}
            {n === 1 ? 'stea' : 'stele'}
          </label>
        ))}
        {errors.rating ? <p className="field__error">{errors.rating}</p> : null}
      </fieldset>
      <FormField id={`${ids}-text`} label="Părerea ta" error={errors.text}>
        <Textarea rows={4} maxLength={1000} value={text} onChange={(e) => setText(e.target.value)} />
      </FormField>
      {errors.form ? (
        <p className="field__error" role="alert">
          A apărut o eroare: {errors.form}
        </p>
      ) : null}
      <Button type="submit" loading={write.isPending}>
        Trimite părerea
      </Button>
    </form>
  );

  if (orders.isPending) return null;

  if (fixed) {
    const open = options.some((o) => o.id === fixedId);
    const reviewed = orders.data?.reviewed.includes(fixedId) ?? false;
    return (
      <>
        {open ? form : reviewed ? <p className="review-form__done">{ALREADY_REVIEWED}</p> : null}
        {sentModal}
      </>
    );
  }

  if (options.length === 0 && !sent) {
    return <p className="op-muted">Poți scrie o părere după ce o comandă de-a ta a fost livrată.</p>;
  }
  return (
    <>
      {options.length > 0 ? form : null}
      {sentModal}
    </>
  );
}
