import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

const MENU_UNAVAILABLE = 'Afișarea meniului nu este posibilă momentan.';
const NO_PRODUCTS_FOUND = 'Nu s-au găsit produse pentru criteriile selectate.';

export function MenuUnavailable() {
  return <Alert tone="error">{MENU_UNAVAILABLE}</Alert>;
}

export function NoProductsFound() {
  return (
    <EmptyState
      title={NO_PRODUCTS_FOUND}
      description="Încearcă alt cuvânt sau altă categorie."
      action={
        <ButtonLink to="/meniu" variant="secondary">
          Vezi tot meniul
        </ButtonLink>
      }
    />
  );
}
