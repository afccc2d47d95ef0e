import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { useSubscribe } from '../api/subscribe';
import {
  NEWSLETTER_UNAVAILABLE,
  POPUP_EMAIL,
  POPUP_EMAIL_ALERT,
  popupWanted,
  rememberClosed,
  rememberSubscribed,
} from '../lib/popup-cookies';

/** The newsletter popup: on load, unless closed within 14 days or subscribed within 180 (it does not nag). */
export function NewsletterPopup() {
  const [open, setOpen] = useState(popupWanted);
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useSubscribe();

  const close = () => {
    if (!done) rememberClosed();
    setOpen(false);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!POPUP_EMAIL.test(email.trim())) {
      window.alert(POPUP_EMAIL_ALERT);
      return;
    }
    try {
      const answer = await mutation.mutateAsync({ email: email.trim(), consent: true, source: 'popup' });
      rememberSubscribed();
      setDone(answer.message);
      setFailure(null);
    } catch (error) {
      setFailure(errorMessage(error, NEWSLETTER_UNAVAILABLE));
    }
  };

  return (
    <Modal open={open} onClose={close} title="Abonează-te la newsletter">
      {done ? (
        <p role="status">{done}</p>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Abonare la newsletter din fereastră">
          <p>Află primul despre prăjiturile noi și primește un cod de reducere după ce confirmi adresa.</p>
          <FormField id="newsletter-popup-email" label="Adresa de email" error={failure ?? undefined}>
            <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="adresa@email.ro" />
          </FormField>
          <p className="field__hint">
            Abonându-te, ești de acord să primești e-mailuri de la noi; te poți dezabona oricând, cu un clic.
          </p>
          <Button type="submit" loading={mutation.isPending}>
            Mă abonez
          </Button>
        </form>
      )}
    </Modal>
  );
}
