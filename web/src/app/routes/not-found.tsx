import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/components/ui/page-shell';

const NOT_FOUND_TEXT = 'A aparut o eroare! Aceasta pagina nu a putut fi gasita.';

export function NotFoundRoute() {
  useDocumentTitle('Pagina nu a fost găsită');
  return (
    <section className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">{NOT_FOUND_TEXT}</h1>
      <p className="not-found__text">Poate ai urmat un link vechi. Te ajutăm să găsești ceva bun:</p>
      <div className="not-found__actions">
        <ButtonLink to="/">Prima pagină</ButtonLink>
        <ButtonLink to="/meniu" variant="secondary">
          Meniu
        </ButtonLink>
      </div>
    </section>
  );
}
