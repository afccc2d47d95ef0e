import '../menu-editor.css';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import type { Category } from '@/types/api';
import { CategoryForm } from './category-form';
import { CategoryList } from './category-list';

/** The category list with editing in a dialog (used on the menu page). */
export function CategoriesPanel() {
  const [editing, setEditing] = useState<Category | null>(null);
  return (
    <>
      <CategoryList onEdit={setEditing} />
      <Modal open={editing !== null} onClose={() => setEditing(null)} title={`Editare categorie: ${editing?.name ?? ''}`}>
        {editing ? (
          <CategoryForm key={editing.id ?? 'new'} category={editing} onSaved={() => setEditing(null)} onCancel={() => setEditing(null)} />
        ) : null}
      </Modal>
    </>
  );
}
