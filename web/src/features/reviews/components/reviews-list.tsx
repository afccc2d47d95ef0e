import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingCard } from '@/components/ui/load-states';
import { formatDate } from '@/lib/bucharest-time';
import { usePublishedReviews } from '../api/get-published-reviews';
import { Stars } from './stars';
import '../reviews.css';

/** The published reviews with their average; `latest` shows the few newest (the home page). */
export function ReviewsList({ latest }: { latest?: number }) {
  const query = usePublishedReviews(0, latest ?? 20);
  if (query.isError) return <Alert tone="error" title="Părerile nu pot fi afișate momentan." />;
  if (!query.data) return <LoadingCard lines={3} />;
  const { averageRating, numberOfReviews, content } = query.data;
  if (numberOfReviews === 0) return <EmptyState title="Încă nu există păreri publicate." description="Fii primul care ne spune cum a fost!" />;
  return (
    <div className="reviews">
      <p className="reviews__average" data-testid="reviews-average">
        <Stars rating={averageRating ?? 0} /> <strong>{(averageRating ?? 0).toLocaleString('ro-RO')}</strong> din 5, din {numberOfReviews}{' '}
        {numberOfReviews === 1 ? 'părere' : 'păreri'}
      </p>
      <ul className="reviews__list">
        {content.map((r) => (
          <li key={r.id} className="card review">
            <p className="review__head">
              <Stars rating={r.rating} /> <strong>{r.authorName}</strong> · {formatDate(r.createdAt)}
            </p>
            <p className="review__text">{r.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The home page's part: the average and the three newest. */
export function LatestReviews() {
  return <ReviewsList latest={3} />;
}
