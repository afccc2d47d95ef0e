import '../menu-editor.css';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageShell } from '@/components/ui/page-shell';
import { Section } from '@/components/ui/section';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type Column } from '@/components/ui/data-table';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useDeleteProduct } from '../api/delete-product';
import { useProduct } from '../api/get-product';
import { orderTypeOf } from '../lib/order-type';
import type { Dimension, Product } from '@/types/api';
import { MSG } from '../lib/messages';
import { menuPaths, type MenuArea } from '../lib/paths';
import { LoadFailed, LoadingCard } from '@/components/ui/load-states';
import { ProductThumb } from './product-thumb';

export const ORDER_TYPE_LABELS = { standard: 'Standard', 'pre-order': 'Precomandă', special: 'Special' } as const;

/** menu/{mealId}: the product with its images, dimensions, prices, extras and flags; edit and delete. */
export function ProductDetail({ area, mealId }: { area: MenuArea; mealId: string }) {
  const paths = menuPaths(area);
  const product = useProduct(mealId);
  const navigate = useNavigate();
  const remove = useDeleteProduct();
  const [confirming, setConfirming] = useState(false);

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(mealId);
      setConfirming(false);
      toast.success(MSG.productDeleted);
      navigate(paths.list, { replace: true });
    } catch (error) {
      setConfirming(false);
      const detail = errorMessage(error, '');
      toast.error(MSG.productDeleteFailed, detail ? { description: detail } : undefined);
    }
  };

  const title = product.data?.name ?? 'Produs';
  return (
    <PageShell
      title={title}
      width="wide"
      subtitle={product.data?.category?.name}
      actions={
        product.data ? (
          <>
            <ButtonLink to={paths.list} variant="ghost">
              Înapoi la listă
            </ButtonLink>
            {/* Deleting is rare and final: an outlined danger action beside the primary edit, never the loudest button. */}
            <Button variant="secondary" className="adm-delete" onClick={() => setConfirming(true)}>
              Șterge
            </Button>
            <ButtonLink to={paths.edit(mealId)}>Editează</ButtonLink>
          </>
        ) : (
          <ButtonLink to={paths.list} variant="ghost">
            Înapoi la listă
          </ButtonLink>
        )
      }
    >
      {product.isPending ? (
        <LoadingCard lines={8} />
      ) : product.isError ? (
        <LoadFailed title={MSG.productLoadFailed} error={product.error} onRetry={() => product.refetch()} />
      ) : (
        <ProductFacts product={product.data} detailPath={paths.detail} />
      )}
      <ConfirmDialog
        open={confirming}
        title="Ștergeți produsul?"
        confirmLabel="Șterge produsul"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      >
        <p>„{product.data?.name}” și imaginile lui vor fi șterse definitiv.</p>
      </ConfirmDialog>
    </PageShell>
  );
}

function yesNo(value: boolean | null | undefined) {
  return value ? 'Da' : 'Nu';
}

function minimumText(d: Dimension) {
  return d.minimumQuantityType === 'numarBucati' && d.minimumQuantityNumber ? `${d.minimumQuantityNumber} buc.` : '—';
}

const DIMENSION_COLUMNS: Column<Dimension>[] = [
  { key: 'value', header: 'Dimensiune', primary: true, render: (d) => <strong>{d.value}</strong> },
  { key: 'price', header: 'Preț', render: (d) => formatMoney(d.price) },
  { key: 'stock', header: 'Stoc', render: (d) => (d.stockUnlimited ? 'Nelimitat' : String(d.stock)) },
  { key: 'min', header: 'Cantitate minimă', render: minimumText },
  { key: 'box', header: 'Cutie separată', render: (d) => (d.boxNeeded ? formatMoney(d.boxPrice) : 'Nu') },
  { key: 'available', header: 'Disponibilă', render: (d) => yesNo(d.availability) },
];

function ProductFacts({ product: p, detailPath }: { product: Product; detailPath: (id: number) => string }) {
  const images = p.imagesLinks ?? [];
  const extras = p.extraIngredientsBeans ?? [];
  const similar = p.similarProducts ?? [];
  return (
    <div className="adm-detail">
      <section className="card adm-detail__images" aria-label="Imagini">
        {images.length ? (
          <ul className="adm-gallery">
            {images.map((img, i) => (
              <li key={img.id}>
                <img src={(i === 0 ? img.imageLink : img.thumbnailLink) ?? img.thumbnailLink ?? img.imageLink} alt={img.name ?? p.name} width={400} height={400} loading="lazy" decoding="async" />
              </li>
            ))}
          </ul>
        ) : (
          <div className="adm-detail__noimage">
            <ProductThumb size="lg" />
            <p className="adm-muted">Produsul nu are imagini.</p>
          </div>
        )}
      </section>

      <Section className="card" titleClassName="adm-card__title" title="Detalii">
        <dl className="adm-facts">
          <div>
            <dt>Categorie</dt>
            <dd>{p.category?.name ?? '—'}</dd>
          </div>
          <div>
            <dt>Tipul comenzii</dt>
            <dd>{ORDER_TYPE_LABELS[orderTypeOf(p)]}</dd>
          </div>
          <div>
            <dt>Disponibil</dt>
            <dd>{yesNo(p.available)}</dd>
          </div>
          <div>
            <dt>Stoc epuizat</dt>
            <dd>{yesNo(p.outOfStock)}</dd>
          </div>
          <div>
            <dt>Vegetarian</dt>
            <dd>{yesNo(p.isVeggie)}</dd>
          </div>
          <div>
            <dt>Mesaj personalizat</dt>
            <dd>{p.allowPreferredMessage ? 'Permis' : 'Nu'}</dd>
          </div>
        </dl>
        {p.description ? (
          <div>
            <h3 className="adm-subtitle">Descriere</h3>
            <p className="adm-prose">{p.description}</p>
          </div>
        ) : null}
        {p.nutriValues ? (
          <div>
            <h3 className="adm-subtitle">Valori nutriționale</h3>
            <p className="adm-prose">{p.nutriValues}</p>
          </div>
        ) : null}
        {p.categoryAdditionalInformation ? (
          <div>
            <h3 className="adm-subtitle">Informații din categorie</h3>
            <p className="adm-prose">{p.categoryAdditionalInformation}</p>
          </div>
        ) : null}
      </Section>

      <Section className="adm-detail__wide adm-stack" titleClassName="adm-section-title" title="Dimensiuni și prețuri">
        {p.dimensions?.length ? (
          <DataTable caption="Dimensiuni și prețuri" columns={DIMENSION_COLUMNS} rows={p.dimensions} rowKey={(d) => d.id ?? d.value} />
        ) : (
          <p className="adm-muted">Produsul nu are dimensiuni.</p>
        )}
      </Section>

      <Section className="card" titleClassName="adm-card__title" title="Ingrediente extra">
        {extras.length ? (
          <ul className="adm-list">
            {extras.map((e) => (
              <li key={e.name}>
                <span>{e.name}</span>
                <span>{formatMoney(e.price)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="adm-muted">Categoria nu are ingrediente extra.</p>
        )}
      </Section>

      <Section className="card" titleClassName="adm-card__title" title="Produse similare">
        {similar.length ? (
          <ul className="adm-list">
            {similar.map((s) => (
              <li key={s.id}>
                <Link to={detailPath(s.id)}>{s.name}</Link>
                {s.price ? <span>de la {formatMoney(s.price)}</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="adm-muted">Nu sunt alese produse similare.</p>
        )}
      </Section>
    </div>
  );
}
