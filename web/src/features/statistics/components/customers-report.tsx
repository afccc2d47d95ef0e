import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingCard } from '@/components/ui/load-states';
import { Pagination, resultsRangeText } from '@/components/ui/pagination';
import { formatMoney } from '@/lib/format';
import { useDownloadClientsCsv } from '../api/download-clients-csv';
import { CLIENTS_PAGE_SIZE, useClients } from '../api/get-clients';
import { CUSTOMERS_EXPLAINED, DOWNLOAD_FAILED, FETCH_FAILED } from '../lib/messages';

/**
 * /admin/statistics/customers: every customer, with an account or a guest known by the e-mail of
 * their orders, with the delivered orders and what they came to, 20 a page; the CSV holds them all.
 */
export function CustomersReport() {
  const [page, setPage] = useState(0);
  const query = useClients(page);
  const download = useDownloadClientsCsv();
  const data = query.data;
  if (query.isError) return <Alert tone="error" title={FETCH_FAILED} />;
  if (!data) return <LoadingCard />;
  if (data.content.length === 0) return <EmptyState title="Nu există utilizatori disponibili." />;
  return (
    <div className="adm-stack">
      <p className="op-muted">
        {CUSTOMERS_EXPLAINED} {resultsRangeText(page, CLIENTS_PAGE_SIZE, data.totalElements)}
      </p>
      <table className="rtable op-table">
        <caption className="visually-hidden">Clienți</caption>
        <thead>
          <tr>
            <th scope="col">Nume</th>
            <th scope="col">Prenume</th>
            <th scope="col">Telefon</th>
            <th scope="col">E-mail</th>
            <th scope="col">Cont</th>
            <th scope="col">Newsletter</th>
            <th scope="col">Comenzi</th>
            <th scope="col">Valoare</th>
          </tr>
        </thead>
        <tbody>
          {data.content.map((c) => (
            <tr key={c.mail}>
              <td data-label="Nume">{c.lastName}</td>
              <td data-label="Prenume">{c.firstName}</td>
              <td data-label="Telefon">{c.phoneNumber ?? '—'}</td>
              <td data-label="E-mail">{c.mail}</td>
              <td data-label="Cont">{c.hasAccount ? 'Da' : <span className="adm-badge">Oaspete</span>}</td>
              <td data-label="Newsletter">{c.newsletterAccepted ? 'Da' : 'Nu'}</td>
              <td data-label="Comenzi">{c.numberOfPurchases}</td>
              <td data-label="Valoare">{formatMoney(c.orderAmount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} size={CLIENTS_PAGE_SIZE} total={data.totalElements} onPageChange={setPage} />
      <Button
        variant="secondary"
        loading={download.isPending}
        onClick={() => download.mutate(undefined, { onError: () => toast.error(DOWNLOAD_FAILED) })}
      >
        Descarcă CSV
      </Button>
    </div>
  );
}
