import { useState } from 'react';
import { Alert, Button, EmptyState } from '@/components/ui';
import { LoadingCard } from '@/components/ui/load-states';
import { Pagination, resultsRangeText } from '@/components/ui/pagination';
import { formatMoney } from '@/lib/format';
import { CLIENTS_PAGE_SIZE, useClients } from '../api/reports';
import { csvMoney, downloadCsv } from '../lib/csv';
import { FETCH_FAILED } from '../lib/messages';

/** /admin/statistics/customers: every customer with the delivered orders and what they came to, 20 a page. */
export function CustomersReport() {
  const [page, setPage] = useState(0);
  const query = useClients(page);
  const data = query.data;
  if (query.isError) return <Alert tone="error" title={FETCH_FAILED} />;
  if (!data) return <LoadingCard />;
  if (data.content.length === 0) return <EmptyState title="Nu există utilizatori disponibili." />;
  return (
    <div className="adm-stack">
      <p className="op-muted">
        Comenzile livrate ale fiecărui client cu cont (cele respinse nu se numără). {resultsRangeText(page, CLIENTS_PAGE_SIZE, data.totalElements)}
      </p>
      <table className="rtable op-table">
        <caption className="visually-hidden">Clienți</caption>
        <thead>
          <tr>
            <th scope="col">Nume</th>
            <th scope="col">Prenume</th>
            <th scope="col">Telefon</th>
            <th scope="col">E-mail</th>
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
        onClick={() =>
          downloadCsv(
            `clienti-pagina-${page + 1}.csv`,
            data.content.map((c) => ({
              Nume: c.lastName,
              Prenume: c.firstName,
              Telefon: c.phoneNumber,
              'E-mail': c.mail,
              Newsletter: c.newsletterAccepted ? 'Da' : 'Nu',
              Comenzi: c.numberOfPurchases,
              'Valoare (RON)': csvMoney(c.orderAmount),
            })),
          )
        }
      >
        Descarcă CSV
      </Button>
    </div>
  );
}
