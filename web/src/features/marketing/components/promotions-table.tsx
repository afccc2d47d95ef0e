import { toast } from 'sonner';
import { Button, ButtonLink } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { LoadFailed, LoadingCard } from '@/components/ui/load-states';
import { errorMessage } from '@/lib/api-client';
import { formatIsoDate } from '@/lib/bucharest-time';
import { formatMoney } from '@/lib/format';
import type { AdminPromotion } from '@/types/api';
import { useDeactivatePromotion } from '../api/deactivate-promotion';
import { useAdminPromotions } from '../api/get-admin-promotions';
import '../marketing.css';
import { KIND_LABELS, MESSAGES, PAGE_OF_KIND, STATUS_LABELS, STATUS_TONES } from '../lib/kinds';

function dates(p: AdminPromotion): string {
  if (p.startDate && p.endDate) return `${formatIsoDate(p.startDate)} – ${formatIsoDate(p.endDate)}`;
  if (p.endDate) return `până la ${formatIsoDate(p.endDate)}`;
  if (p.startDate) return `de la ${formatIsoDate(p.startDate)}`;
  return 'fără limită';
}

/** Every promotion: kind, status, dates, uses so far, money given away; edit and deactivate. */
export function PromotionsTable() {
  const promotions = useAdminPromotions();
  const deactivate = useDeactivatePromotion();
  if (promotions.isPending) return <LoadingCard />;
  if (promotions.isError) return <LoadFailed title={MESSAGES.listFailed} error={promotions.error} onRetry={() => void promotions.refetch()} />;

  const onDeactivate = async (p: AdminPromotion) => {
    try {
      const answer = await deactivate.mutateAsync(p.id);
      toast.success(answer.message);
    } catch (error) {
      toast.error(MESSAGES.error(errorMessage(error)));
    }
  };

  const columns: Column<AdminPromotion>[] = [
    { key: 'name', header: 'Promoția', primary: true, render: (p) => <strong>{p.name}</strong> },
    { key: 'type', header: 'Tip', render: (p) => KIND_LABELS[p.type] ?? p.type },
    {
      key: 'status',
      header: 'Stare',
      render: (p) => <span className={`adm-badge ${STATUS_TONES[p.status] ?? ''}`}>{STATUS_LABELS[p.status] ?? p.status}</span>,
    },
    { key: 'dates', header: 'Perioada', render: dates },
    { key: 'code', header: 'Cod', render: (p) => (p.couponCode ? <code className="promo-code">{p.couponCode}</code> : '—') },
    { key: 'uses', header: 'Utilizări', render: (p) => String(p.usesCount) },
    { key: 'given', header: 'Reduceri acordate', render: (p) => formatMoney(p.moneyGivenAway) },
    {
      key: 'actions',
      header: 'Acțiuni',
      render: (p) => (
        // Always the same order, edit first; an expired promotion has nothing left to deactivate.
        <span className="promo-actions">
          {PAGE_OF_KIND[p.type] ? (
            <ButtonLink to={`/admin/${PAGE_OF_KIND[p.type]}?id=${p.id}`} variant="secondary" size="sm">
              Editează
            </ButtonLink>
          ) : null}
          {p.active && p.status !== 'EXPIRED' ? (
            <Button variant="secondary" size="sm" onClick={() => void onDeactivate(p)}>
              Dezactivează
            </Button>
          ) : null}
        </span>
      ),
    },
  ];
  if (!promotions.data.length) return <p>Nu există promoții. Alegeți un tip de promoție din meniul Marketing.</p>;
  return <DataTable caption="Promoții" columns={columns} rows={promotions.data} rowKey={(p) => p.id} />;
}
