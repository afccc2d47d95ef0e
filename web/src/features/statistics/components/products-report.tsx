import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { LoadingCard } from '@/components/ui/load-states';
import { useBestSellers } from '../api/get-best-sellers';
import { useReportCategories } from '../api/get-report-categories';
import { downloadCsv } from '../lib/csv';
import { FETCH_FAILED } from '../lib/messages';

const TOP = 5;

/** /admin/statistics/products: the top 5 as a chart and the whole list, by category and name. */
export function ProductsReport() {
  const [category, setCategory] = useState('');
  const [search, setSearch] = useState('');
  const categories = useReportCategories();
  const query = useBestSellers(category, search);
  const rows = query.data ?? [];
  return (
    <div className="adm-stack">
      <p className="op-muted">Bucăți vândute în comenzile livrate (cele respinse nu se numără).</p>
      <div className="adm-toolbar">
        <FormField id="products-category" label="Categoria">
          <Select value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">Toate categoriile</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="products-search" label="Caută produsul">
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </FormField>
      </div>
      {query.isError ? (
        <Alert tone="error" title={FETCH_FAILED} />
      ) : query.isPending ? (
        <LoadingCard lines={4} />
      ) : rows.length === 0 ? (
        <EmptyState title="Nu s-au găsit produse pentru criteriile selectate." />
      ) : (
        <>
          <figure className="card stats-chart" aria-label="Cele mai vândute 5 produse" data-testid="top-products-chart">
            <ResponsiveContainer width="100%" height={280}>
              <BarChart data={rows.slice(0, TOP)} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border, #ddd)" />
                <XAxis type="number" allowDecimals={false} />
                <YAxis type="category" dataKey="productName" width={160} />
                <Tooltip />
                <Bar dataKey="totalQuantity" name="bucăți" fill="var(--color-primary, #b5651d)" />
              </BarChart>
            </ResponsiveContainer>
            <figcaption className="visually-hidden">
              {rows
                .slice(0, TOP)
                .map((r) => `${r.productName}: ${r.totalQuantity}`)
                .join(', ')}
            </figcaption>
          </figure>
          <table className="rtable op-table">
            <caption className="visually-hidden">Produse vândute</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Produs</th>
                <th scope="col">Bucăți vândute</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={r.productName}>
                  <td data-label="#">{i + 1}</td>
                  <td data-label="Produs">{r.productName}</td>
                  <td data-label="Bucăți vândute">{r.totalQuantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Button
            variant="secondary"
            onClick={() => downloadCsv('produse-vandute.csv', rows.map((r) => ({ Produs: r.productName, 'Bucăți vândute': r.totalQuantity })))}
          >
            Descarcă CSV
          </Button>
        </>
      )}
    </div>
  );
}
