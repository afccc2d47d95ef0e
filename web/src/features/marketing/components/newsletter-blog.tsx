import '../marketing.css';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Section } from '@/components/ui/section';
import { DataTable, type Column } from '@/components/ui/data-table';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/bucharest-time';
import type { NewsletterSendProgress, NewsletterSubscriber } from '@/types/api';
import { useNewsletterSends } from '../api/get-newsletter-sends';
import { usePreviewNewsletter } from '../api/preview-newsletter';
import { useSendNewsletter } from '../api/send-newsletter';
import { useSubscribers } from '../api/get-subscribers';
import { useSubscribersCsv } from '../api/get-subscribers-csv';
import { MESSAGES } from '../lib/kinds';
import { useImageUpload } from './use-image-upload';

const STATUS: Record<string, string> = { CONFIRMED: 'Confirmat', WAITING: 'Așteaptă confirmarea', UNSUBSCRIBED: 'Dezabonat' };

/** newsletter-blog: image, subject, content and coupon; a preview; the send and its live progress. */
export function NewsletterBlog() {
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [couponCode, setCouponCode] = useState('');
  const [image, setImage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const upload = useImageUpload('newsletter');
  const preview = usePreviewNewsletter();
  const send = useSendNewsletter();
  const body = { subject, content, image, couponCode: couponCode || null };

  const check = (): boolean => {
    const missing: Record<string, string> = {};
    if (!subject.trim()) missing.subject = 'Subiectul este obligatoriu.';
    if (!content.trim()) missing.content = 'Conținutul este obligatoriu.';
    if (!image) missing.image = 'Imaginea este obligatorie.';
    setErrors(missing);
    return Object.keys(missing).length === 0;
  };

  const onImage = async (file: File | undefined) => {
    const link = await upload.send(file);
    if (link) setImage(link);
  };

  const onPreview = () => {
    if (check()) preview.mutate(body);
  };

  const onSend = async (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    try {
      const answer = await send.mutateAsync(body);
      toast.success(answer.message);
      setSubject('');
      setContent('');
      setCouponCode('');
      setImage('');
      preview.reset();
    } catch (error) {
      if (isApiError(error)) setErrors(error.errors);
      toast.error(MESSAGES.error(errorMessage(error)));
    }
  };

  return (
    <>
      <form className="card form" onSubmit={onSend} noValidate aria-label="Trimite newsletter">
        <FormField id="newsletter-image" label="Imagine (PNG sau JPEG)" error={upload.failure ?? errors.image}>
          <Input type="file" accept="image/png,image/jpeg" onChange={(e) => void onImage(e.target.files?.[0])} />
        </FormField>
        {image ? <img src={image} alt="Imaginea newsletterului" className="promo-image-preview" /> : null}
        <FormField id="newsletter-subject" label="Subiect" error={errors.subject}>
          <Input value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={200} />
        </FormField>
        <FormField id="newsletter-content" label="Conținut" error={errors.content}>
          <Textarea value={content} onChange={(e) => setContent(e.target.value)} rows={8} />
        </FormField>
        <FormField id="newsletter-coupon" label="Cod de reducere (opțional)">
          <Input value={couponCode} onChange={(e) => setCouponCode(e.target.value.toUpperCase())} maxLength={40} />
        </FormField>
        <div className="adm-actions">
          <Button variant="secondary" onClick={onPreview} loading={preview.isPending}>
            Previzualizează
          </Button>
          <Button type="submit" loading={send.isPending}>
            Trimite abonaților
          </Button>
        </div>
      </form>
      {preview.data ? (
        <Section title="Previzualizare">
          <iframe title="Previzualizarea newsletterului" className="newsletter-preview" srcDoc={preview.data.html} sandbox="" />
        </Section>
      ) : null}
      <SendsTable />
      <SubscribersTable />
    </>
  );
}

function SendsTable() {
  const sends = useNewsletterSends();
  const columns: Column<NewsletterSendProgress>[] = [
    { key: 'subject', header: 'Subiect', primary: true, render: (s) => s.subject },
    { key: 'date', header: 'Trimis la', render: (s) => formatDateTime(s.createdAt) },
    { key: 'recipients', header: 'Destinatari', render: (s) => String(s.recipients) },
    { key: 'sent', header: 'Trimise', render: (s) => <span data-testid={`sent-${s.id}`}>{s.sent}</span> },
    { key: 'waiting', header: 'În așteptare', render: (s) => String(s.waiting) },
    { key: 'failed', header: 'Eșuate', render: (s) => String(s.failed) },
    { key: 'state', header: 'Stare', render: (s) => (s.waiting > 0 ? 'Se trimite…' : s.failed > 0 ? 'Cu erori' : 'Trimis') },
  ];
  return (
    <Section title="Newslettere trimise">
      {sends.data?.length ? (
        <DataTable caption="Newslettere trimise" columns={columns} rows={sends.data} rowKey={(s) => s.id} />
      ) : (
        <p>Nu ați trimis încă niciun newsletter.</p>
      )}
    </Section>
  );
}

/** The CSV text as a file the browser downloads. */
function saveCsv(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'abonati-newsletter.csv';
  link.click();
  URL.revokeObjectURL(url);
}

function SubscribersTable() {
  const subscribers = useSubscribers();
  const subscribersCsv = useSubscribersCsv();
  const downloadCsv = async () => {
    try {
      saveCsv(await subscribersCsv());
    } catch (error) {
      toast.error(MESSAGES.error(errorMessage(error)));
    }
  };
  const rows = subscribers.data ?? [];
  const count = (status: string) => rows.filter((s) => s.status === status).length;
  const columns: Column<NewsletterSubscriber>[] = [
    { key: 'email', header: 'E-mail', primary: true, render: (s) => s.email },
    { key: 'status', header: 'Stare', render: (s) => STATUS[s.status] ?? s.status },
    { key: 'source', header: 'Sursa', render: (s) => s.source ?? '—' },
    { key: 'consent', header: 'Consimțământ', render: (s) => (s.consentAt ? formatDateTime(s.consentAt) : '—') },
  ];
  return (
    <Section title="Abonați">
      <p>
        Confirmați: {count('CONFIRMED')} · În așteptare: {count('WAITING')} · Dezabonați: {count('UNSUBSCRIBED')}{' '}
        <Button variant="ghost" size="sm" onClick={() => void downloadCsv()}>
          Exportă CSV
        </Button>
      </p>
      {rows.length ? <DataTable caption="Abonați" columns={columns} rows={rows} rowKey={(s) => s.email} /> : null}
    </Section>
  );
}
