import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { LayeredModal } from '@/components/ui/layered-modal';
import { useMarkAsDelivered } from '../api/mark-as-delivered';
import type { OrderDetail } from '@/types/api';
import { methodLabel } from '../lib/labels';
import { MSG } from '../lib/messages';
import { reportActionFailure } from './action-failure';

type Props = { order: OrderDetail; open: boolean; onClose: () => void };

/** A confirmed order is marked picked up/delivered after a confirmation (a mistap cannot close it). */
export function DeliverOrderModal({ order, open, onClose }: Props) {
  const mutation = useMarkAsDelivered();
  const confirm = async () => {
    try {
      await mutation.mutateAsync({ orderNumber: order.orderNumber });
      toast.success(MSG.statusChanged);
      onClose();
    } catch (error) {
      if (reportActionFailure(error, MSG.statusChangeFailed)) onClose();
    }
  };
  return (
    <LayeredModal
      open={open}
      onClose={() => (mutation.isPending ? undefined : onClose())}
      title={`Marcați comanda #${order.orderNumber} ca ridicată/livrată?`}
      dialogProps={{ 'data-testid': 'deliver-modal' }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            Anulează
          </Button>
          <Button onClick={confirm} loading={mutation.isPending} data-action="confirm-deliver">
            Da, marchează
          </Button>
        </>
      }
    >
      <p>
        Comanda ({methodLabel(order.deliveryMethodChosen).toLowerCase()}) va fi trecută ca <strong>Livrată</strong>. Pasul nu
        poate fi anulat.
      </p>
    </LayeredModal>
  );
}
