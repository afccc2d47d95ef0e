// Lazy chunk: public content pages that later issues fill.
import { useParams, useSearchParams } from 'react-router-dom';
import { ShellPage } from '@/components/ui';

export function MenuRoute() {
  const [params] = useSearchParams();
  const category = params.get('category');
  return (
    <ShellPage
      title="Meniu"
      note={category ? `Produsele din categoria „${category}” apar aici în curând.` : 'Meniul complet, pe categorii, apare aici în curând.'}
    />
  );
}

export function ProductRoute() {
  const { productId } = useParams();
  return <ShellPage title="Produs" note={`Detaliile produsului #${productId ?? ''} apar aici în curând.`} />;
}

export function AboutRoute() {
  return <ShellPage title="Despre noi" note="Povestea cofetăriei noastre apare aici în curând." />;
}

export function ContactRoute() {
  return <ShellPage title="Contact" note="Hărțile, adresa, datele de contact și programul apar aici în curând." />;
}

export function ReviewsRoute() {
  return <ShellPage title="Opinii" note="Părerile clienților noștri apar aici în curând." />;
}

export function TermsRoute() {
  return <ShellPage title="Termeni și condiții" note="Textul termenilor și condițiilor apare aici în curând." />;
}

export function PrivacyRoute() {
  return <ShellPage title="Politica de confidențialitate" note="Politica de confidențialitate apare aici în curând." />;
}
