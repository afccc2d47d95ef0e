import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { PageShell } from '@/components/ui/page-shell';
import { Textarea } from '@/components/ui/input';
import { LoadFailed, LoadingCard } from '@/components/ui/load-states';
import { LayeredModal } from '@/components/ui/layered-modal';
import { Pagination, resultsRangeText } from '@/components/ui/pagination';
import { Tabs } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { formatIsoDate } from '@/lib/bucharest-time';
import { ADMIN_PAGE_SIZE } from '@/lib/constants';
import type { Reservation } from '@/types/api';
import { useAnswerReservation } from '../api/answer-reservation';
import { useReservations, type ReservationWhen } from '../api/get-reservations';

const TABS: { id: ReservationWhen; label: string }[] = [
  { id: 'today', label: 'Azi' },
  { id: 'upcoming', label: 'Următoare' },
  { id: 'past', label: 'Trecute' },
];
const STATUS = { PENDING: 'În așteptare', CONFIRMED: 'Confirmată', DECLINED: 'Refuzată' } as const;
const REASON_REQUIRED = 'Motivul refuzului este obligatoriu.';

function people(count: number) {
  return count >= 10 ? '5+' : String(count);
}

/** /comenzi/rezervari: today's, upcoming and past bookings; new ones arrive live with the ring. */
export function ReservationsView() {
  const [when, setWhen] = useState<ReservationWhen>('today');
  const [page, setPage] = useState(0);
  const [declining, setDeclining] = useState<Reservation | null>(null);
  const query = useReservations(when, page);
  const answer = useAnswerReservation();

  const confirm = async (reservation: Reservation) => {
    try {
      await answer.mutateAsync({ id: reservation.id, answer: { confirm: true } });
      toast.success(`Rezervarea lui ${reservation.fullName} a fost confirmată.`);
    } catch (error) {
      toast.error(`A apărut o eroare: ${errorMessage(error)}`);
    }
  };

  const data = query.data;
  return (
    <PageShell title="Rezervări" subtitle="Mesele rezervate de clienți. Confirmă sau refuză; clientul primește un e-mail." width="wide">
      <Tabs
        idPrefix="reservations"
        label="Rezervări"
        items={TABS}
        value={when}
        onChange={(id) => {
          setWhen(id);
          setPage(0);
        }}
      />
      {query.isPending ? (
        <LoadingCard />
      ) : query.isError ? (
        <LoadFailed title="Rezervările nu au putut fi afișate." error={query.error} onRetry={() => void query.refetch()} />
      ) : !data || data.content.length === 0 ? (
        <EmptyState title="Nu există rezervări." description="Rezervările noi apar aici imediat ce sunt trimise." />
      ) : (
        <>
          <p className="op-muted">{resultsRangeText(page, ADMIN_PAGE_SIZE, data.totalElements)}</p>
          <table className="rtable op-table" data-testid="reservations-table">
            <caption className="visually-hidden">Rezervări</caption>
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Ora</th>
                <th scope="col">Nume</th>
                <th scope="col">Persoane</th>
                <th scope="col">Contact</th>
                <th scope="col">Mențiuni</th>
                <th scope="col">Stare</th>
                <th scope="col">Acțiuni</th>
              </tr>
            </thead>
            <tbody>
              {data.content.map((r) => (
                <tr key={r.id} data-reservation={r.id}>
                  <td data-label="Data">{formatIsoDate(r.reservationDate)}</td>
                  <td data-label="Ora">{r.time}</td>
                  <td data-label="Nume">{r.fullName}</td>
                  <td data-label="Persoane">{people(r.numberOfPeople)}</td>
                  <td data-label="Contact">
                    <span className="rtable__lines">
                      <a href={`tel:${r.phoneNumber}`}>{r.phoneNumber}</a>
                      <a href={`mailto:${r.email}`}>{r.email}</a>
                    </span>
                  </td>
                  <td data-label="Mențiuni">{r.additionalInformation ?? '—'}</td>
                  <td data-label="Stare">
                    <span>
                      {STATUS[r.status]}
                      {r.declineReason ? <span className="op-muted"> ({r.declineReason})</span> : null}
                    </span>
                  </td>
                  <td data-label="Acțiuni">
                    {r.status === 'PENDING' ? (
                      <Button size="sm" onClick={() => void confirm(r)} loading={answer.isPending && answer.variables?.id === r.id}>
                        Confirmă
                      </Button>
                    ) : null}{' '}
                    {r.status !== 'DECLINED' ? (
                      <Button size="sm" variant="secondary" onClick={() => setDeclining(r)}>
                        Refuză
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={page} size={ADMIN_PAGE_SIZE} total={data.totalElements} onPageChange={setPage} />
        </>
      )}
      {declining ? <DeclineModal reservation={declining} onClose={() => setDeclining(null)} /> : null}
    </PageShell>
  );
}

function DeclineModal({ reservation, onClose }: { reservation: Reservation; onClose: () => void }) {
  const answer = useAnswerReservation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    if (!reason.trim()) {
      setError(REASON_REQUIRED);
      return;
    }
    try {
      await answer.mutateAsync({ id: reservation.id, answer: { reason: reason.trim() } });
      toast.success('Rezervarea a fost refuzată; clientul a primit motivul pe e-mail.');
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <LayeredModal
      open
      onClose={onClose}
      title={`Refuză rezervarea lui ${reservation.fullName}`}
      initialFocus="textarea"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Anulează
          </Button>
          <Button variant="danger" onClick={() => void submit()} loading={answer.isPending}>
            Refuză rezervarea
          </Button>
        </>
      }
    >
      <FormField id="decline-reason" label="Motivul refuzului" error={error}>
        <Textarea rows={3} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
      </FormField>
    </LayeredModal>
  );
}
