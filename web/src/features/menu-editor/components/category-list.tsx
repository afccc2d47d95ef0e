import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type Column } from '@/components/ui/data-table';
import { notifyError } from '@/lib/notify';
import { useCategories } from '../api/get-categories';
import { useDeleteCategory } from '../api/delete-category';
import type { Category } from '@/types/api';
import { MSG } from '../lib/messages';
import { LoadFailed, LoadingCard } from '@/components/ui/load-states';

/** The categories with edit and delete (delete asks first). */
export function CategoryList({ onEdit, title = 'Categorii' }: { onEdit: (category: Category) => void; title?: string }) {
  const categories = useCategories();
  const remove = useDeleteCategory();
  const [toDelete, setToDelete] = useState<Category | null>(null);

  const confirmDelete = async () => {
    if (toDelete?.id == null) return;
    try {
      await remove.mutateAsync(toDelete.id);
      toast.success(MSG.categoryDeleted);
      setToDelete(null);
    } catch (error) {
      notifyError(error, 'categoria nu a putut fi ștearsă');
      setToDelete(null);
    }
  };

  const columns: Column<Category>[] = [
    {
      key: 'name',
      header: 'Categorie',
      primary: true,
      render: (c) => (
        <span className="adm-category-name">
          <strong>{c.name}</strong>
          {c.specialCategory ? <span className="adm-badge adm-badge--accent">Specială</span> : null}
        </span>
      ),
    },
    {
      key: 'extras',
      header: 'Ingrediente extra',
      render: (c) => (c.extraIngredients?.length ? c.extraIngredients.map((e) => e.name).join(', ') : '—'),
    },
    { key: 'message', header: 'Mesaj personalizat', render: (c) => (c.preferredMessage ? 'Da' : 'Nu') },
    {
      key: 'actions',
      header: 'Acțiuni',
      label: 'Acțiuni',
      className: 'adm-actions-cell',
      render: (c) => (
        <span className="adm-row-actions">
          <Button variant="secondary" size="sm" onClick={() => onEdit(c)} aria-label={`Editează categoria ${c.name}`}>
            Editează
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setToDelete(c)} aria-label={`Șterge categoria ${c.name}`}>
            Șterge
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section className="adm-stack" aria-labelledby="categories-title">
      <h2 className="adm-section-title" id="categories-title">
        {title}
      </h2>
      {categories.isPending ? (
        <LoadingCard lines={4} />
      ) : categories.isError ? (
        <LoadFailed title={MSG.categoriesLoadFailed} error={categories.error} onRetry={() => categories.refetch()} />
      ) : categories.data.length === 0 ? (
        <EmptyState title={MSG.noCategories} />
      ) : (
        <DataTable caption={title} columns={columns} rows={categories.data} rowKey={(c) => c.id ?? c.name} />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Ștergeți categoria?"
        confirmLabel="Șterge categoria"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        <p>
          Categoria „{toDelete?.name}” va fi ștearsă definitiv. O categorie care mai are produse nu poate fi ștearsă.
        </p>
      </ConfirmDialog>
    </section>
  );
}
