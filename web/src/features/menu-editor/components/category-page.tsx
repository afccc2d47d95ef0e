import '../menu-editor.css';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { useCategories } from '../api/get-categories';
import { MSG } from '../lib/messages';
import { CategoryForm } from './category-form';
import { CategoryList } from './category-list';
import { LoadFailed, LoadingCard } from '@/components/ui/load-states';

/** menu/add-category: a new category, or the one of ?id= in edit mode, above the list. */
export function CategoryPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const categories = useCategories();
  const formRef = useRef<HTMLDivElement>(null);
  const editing = id ? (categories.data ?? []).find((c) => String(c.id) === id) : null;

  const startEdit = (categoryId: number | null | undefined) => {
    setParams(categoryId != null ? { id: String(categoryId) } : {});
    formRef.current?.scrollIntoView({ block: 'start' });
    formRef.current?.querySelector('input')?.focus({ preventScroll: true });
  };

  let form;
  if (!id) form = <CategoryForm key="new" />;
  else if (categories.isPending) form = <LoadingCard lines={5} />;
  else if (categories.isError) form = <LoadFailed title={MSG.categoriesLoadFailed} error={categories.error} />;
  else if (!editing) form = <Alert tone="error">Categoria nu a fost găsită.</Alert>;
  else form = <CategoryForm key={id} category={editing} onSaved={() => setParams({})} onCancel={() => setParams({})} />;

  return (
    <div className="adm-stack">
      <div className="card" ref={formRef}>
        <div className="adm-card__head">
          <h2 className="adm-card__title">{editing ? `Editare categorie: ${editing.name}` : 'Categorie nouă'}</h2>
          {id ? (
            <ButtonLink to={{ search: "" }} variant="secondary" size="sm">
              Categorie nouă
            </ButtonLink>
          ) : null}
        </div>
        {form}
      </div>
      <CategoryList onEdit={(c) => startEdit(c.id)} title="Categorii existente" />
    </div>
  );
}
