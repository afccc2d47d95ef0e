import { useState } from 'react';
import { SearchPicker } from '@/components/ui/search-picker';
import { useCategoriesForPromotions } from '../api/get-categories-for-promotions';
import { toggle } from './promotion-draft';

/** Lower case, no diacritics: "prajituri" finds "Prăjituri" (as the product search does on the server). */
function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Every category, searched in the page (a shop has tens of them). */
export function CategoryPicker({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const [term, setTerm] = useState('');
  const categories = useCategoriesForPromotions();
  const all = (categories.data ?? []).map((c) => ({ id: c.id, label: c.name }));
  const folded = foldForSearch(term);
  const options = folded ? all.filter((c) => foldForSearch(c.label).includes(folded)) : all;
  return (
    <SearchPicker
      label="Categorii"
      resultsLabel="Categorii găsite"
      placeholder="Caută o categorie"
      options={options}
      chosen={value.map((id) => ({ id, label: all.find((c) => c.id === id)?.label ?? (categories.isPending ? 'Se încarcă…' : `#${id}`) }))}
      onToggle={(option) => onChange(toggle(value, option.id))}
      onSearch={setTerm}
      loading={categories.isPending}
      failed={categories.isError}
      emptyText="Nicio categorie găsită."
    />
  );
}
