import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { usePromotions } from '../api/get-promotions';
import { ProductGridSkeleton } from './product-grid';
import { PromotionCard } from './promotion-card';

const PROMOTIONS_UNAVAILABLE = 'Promotiile nu au putut fi afisate.';
const NO_PROMOTIONS = 'Nu avem promoții active în acest moment.';

/** The 'Promoții' category of the menu: the active promotions. */
export function PromotionsList() {
  const { data, isPending, isError } = usePromotions();
  if (isPending) return <ProductGridSkeleton count={3} />;
  if (isError) return <Alert tone="error">{PROMOTIONS_UNAVAILABLE}</Alert>;
  const active = data.filter((p) => p.active !== false);
  if (active.length === 0) {
    return <EmptyState title={NO_PROMOTIONS} description="Abonează-te la newsletter și îți trimitem ofertele noi primul." />;
  }
  return (
    <ul className="promotion-list">
      {active.map((p) => (
        <li key={p.id}>
          <PromotionCard promotion={p} />
        </li>
      ))}
    </ul>
  );
}
