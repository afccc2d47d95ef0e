import '../menu-editor.css';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Pagination, resultsRangeText } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { ADMIN_PAGE_SIZE } from '@/lib/constants';
import { formatMoney } from '@/lib/format';
import { truncateText } from '@/lib/text';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import type { ProductSummary } from '@/types/api';
import { MSG } from '../lib/messages';
import { menuPaths, type MenuArea } from '../lib/paths';
import { LoadFailed, LoadingCard } from '@/components/ui/load-states';
import { ProductThumb } from './product-thumb';

const SEARCH_DELAY_MS = 300;

/**
 * Paged product list (10 a page, zero-based) with search and category filter.
 * Page, search and category live in the query string (?page=&search=&category=).
 */
export function ProductList({ area }: { area: MenuArea }) {
  const paths = menuPaths(area);
  const id = useId();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Math.trunc(Number(params.get('page') ?? '0')) || 0);
  const searchBy = params.get('search') ?? '';
  const category = params.get('category') ?? '';
  const [searchText, setSearchText] = useState(searchBy);

  const categories = useCategories();
  const products = useProducts({ page, searchBy, category });

  // The search box writes to the URL after a short pause; a new search starts at page 1.
  useEffect(() => {
    if (searchText.trim() === searchBy.trim()) return;
    const timer = window.setTimeout(() => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (searchText.trim()) next.set('search', searchText.trim());
          else next.delete('search');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, searchBy, setParams]);

  const setFilter = (key: 'category' | 'page', value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value && !(key === 'page' && value === '0')) next.set(key, value);
      else next.delete(key);
      if (key !== 'page') next.delete('page');
      return next;
    });

  const columns: Column<ProductSummary>[] = [
    {
      key: 'name',
      header: 'Produs',
      primary: true,
      render: (p) => (
        <div className="adm-product-cell">
          <ProductThumb src={p.thumbnailLink ?? p.imageLink ?? p.imagesLinks?.[0]?.thumbnailLink ?? p.imagesLinks?.[0]?.imageLink} />
          <div className="adm-product-cell__text">
            <Link to={paths.detail(p.id)} className="adm-product-cell__name">
              {p.name}
            </Link>
            {p.description ? <span className="adm-product-cell__desc">{truncateText(p.description)}</span> : null}
          </div>
        </div>
      ),
    },
    { key: 'category', header: 'Categorie', render: (p) => p.category?.name ?? '—' },
    { key: 'price', header: 'Preț', render: (p) => (p.price ? `de la ${formatMoney(p.price)}` : '—') },
    {
      key: 'status',
      header: 'Stare',
      render: (p) => (
        <span className="adm-badges">
          {p.available ? <span className="adm-badge adm-badge--ok">Disponibil</span> : <span className="adm-badge">Indisponibil</span>}
          {p.outOfStock ? <span className="adm-badge adm-badge--warn">Stoc epuizat</span> : null}
        </span>
      ),
    },
  ];

  const data = products.data;
  const total = data?.totalElements ?? 0;

  return (
    <section className="adm-stack" aria-labelledby={`${id}-title`}>
      <h2 className="visually-hidden" id={`${id}-title`}>
        Produse
      </h2>
      <div className="adm-filters" role="search">
        <FormField id={`${id}-search`} label="Caută produs" className="adm-filters__search">
          <Input type="search" value={searchText} onChange={(e) => setSearchText(e.target.value)} placeholder="Nume produs" />
        </FormField>
        <FormField id={`${id}-category`} label="Categorie">
          <Select value={category} onChange={(e) => setFilter('category', e.target.value)} disabled={categories.isPending}>
            <option value="">Toate categoriile</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      {categories.isError ? <LoadFailed title={MSG.categoriesLoadFailed} error={categories.error} /> : null}

      {products.isPending ? (
        <LoadingCard />
      ) : products.isError ? (
        <LoadFailed title={MSG.menuLoadFailed} error={products.error} onRetry={() => products.refetch()} />
      ) : !data || total === 0 || data.content.length === 0 ? (
        <EmptyState
          title={MSG.noProducts}
          action={
            page > 0 && total > 0 ? (
              <Button variant="secondary" onClick={() => setFilter('page', '0')}>
                Înapoi la prima pagină
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <p className="adm-results" role="status" aria-busy={products.isFetching || undefined}>
            {resultsRangeText(page, ADMIN_PAGE_SIZE, total)}
          </p>
          <div className={products.isPlaceholderData ? 'adm-fading' : undefined}>
            <DataTable caption="Produse" columns={columns} rows={data.content} rowKey={(p) => p.id} />
          </div>
          <Pagination page={page} size={ADMIN_PAGE_SIZE} total={total} onPageChange={(p) => setFilter('page', String(p))} />
        </>
      )}
    </section>
  );
}
