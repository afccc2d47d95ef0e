import '../reviews.css';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed, LoadingCard } from '@/components/ui/load-states';
import { Pagination } from '@/components/ui/pagination';
import { Tabs } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/bucharest-time';
import { ADMIN_PAGE_SIZE } from '@/lib/constants';
import { useModerate } from '../api/moderate-review';
import { useModerationReviews } from '../api/get-moderation-reviews';
import { Stars } from './stars';

const TABS = [
  { id: 'PENDING', label: 'De citit' },
  { id: 'PUBLISHED', label: 'Publicate' },
  { id: 'HIDDEN', label: 'Ascunse' },
] as const;
type Status = (typeof TABS)[number]['id'];
const DONE = { publish: 'Părerea a fost publicată.', hide: 'Părerea a fost ascunsă.', delete: 'Părerea a fost ștearsă.' };

/** /admin/reviews: the owner publishes, hides or deletes reviews. */
export function ReviewsModeration() {
  const [status, setStatus] = useState<Status>('PENDING');
  const [page, setPage] = useState(0);
  const query = useModerationReviews(status, page);
  const moderate = useModerate();
  const act = async (id: number, action: 'publish' | 'hide' | 'delete') => {
    try {
      await moderate.mutateAsync({ id, action });
      toast.success(DONE[action]);
    } catch (error) {
      toast.error(`A apărut o eroare: ${errorMessage(error)}`);
    }
  };
  return (
    <div className="adm-stack">
      <Tabs
        idPrefix="reviews"
        label="Păreri"
        items={[...TABS]}
        value={status}
        onChange={(id) => {
          setStatus(id);
          setPage(0);
        }}
      />
      {query.isPending ? (
        <LoadingCard />
      ) : query.isError ? (
        <LoadFailed title="Părerile nu pot fi afișate momentan." error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.content.length === 0 ? (
        <EmptyState title="Nu există păreri aici." />
      ) : (
        <>
          <ul className="reviews__list">
            {query.data.content.map((r) => (
              <li key={r.id} className="card review" data-review={r.id}>
                <p className="review__head">
                  <Stars rating={r.rating} /> <strong>{r.authorName}</strong> · comanda #{r.orderNumber} · {formatDate(r.createdAt)}
                </p>
                <p className="review__text">{r.text}</p>
                <div className="adm-toolbar">
                  {r.status !== 'PUBLISHED' ? (
                    <Button size="sm" onClick={() => void act(r.id, 'publish')}>
                      Publică
                    </Button>
                  ) : null}
                  {r.status !== 'HIDDEN' ? (
                    <Button size="sm" variant="secondary" onClick={() => void act(r.id, 'hide')}>
                      Ascunde
                    </Button>
                  ) : null}
                  <Button size="sm" variant="danger" onClick={() => void act(r.id, 'delete')}>
                    Șterge
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={page} size={ADMIN_PAGE_SIZE} total={query.data.totalElements} onPageChange={setPage} />
        </>
      )}
    </div>
  );
}
