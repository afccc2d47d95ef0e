import { useState } from 'react';
import { SearchPicker, type PickerOption } from '@/components/ui/search-picker';
import { formatMoney } from '@/lib/format';
import { useProductsForPromotions } from '../api/get-products-for-promotions';
import type { KnownProducts } from './known-products';
import { sizeLabel } from './known-products';
import { toggle } from './promotion-draft';

type ProductPickerProps = {
  label: string;
  /** Products, or their sizes (a size is what a free item or a size discount names). */
  of: 'products' | 'sizes';
  value: number[];
  onChange: (ids: number[]) => void;
  known: KnownProducts;
  single?: boolean;
  error?: string;
};

/** Products (or sizes) of the whole shop, searched on the server and paged, for a promotion. */
export function ProductPicker({ label, of, value, onChange, known, single, error }: ProductPickerProps) {
  const [term, setTerm] = useState('');
  const found = useProductsForPromotions(term);
  const products = found.data?.pages.flatMap((page) => page.content) ?? [];
  const owners = new Map<number, (typeof products)[number]>();
  const options: PickerOption[] =
    of === 'products'
      ? products.map((p) => ({ id: p.id, label: p.name, meta: [p.category.name, p.price ? formatMoney(p.price) : ''].filter(Boolean).join(' · ') }))
      : products.flatMap((p) =>
          p.dimensions.map((d) => {
            owners.set(d.id, p);
            return { id: d.id, label: sizeLabel(p, d), meta: formatMoney(d.price) };
          }),
        );
  const onToggle = (option: PickerOption) => {
    const owner = of === 'products' ? products.find((p) => p.id === option.id) : owners.get(option.id);
    if (owner) known.remember(owner);
    if (single) onChange(value.includes(option.id) ? [] : [option.id]);
    else onChange(toggle(value, option.id));
  };
  const name = of === 'products' ? known.productName : known.sizeName;
  return (
    <SearchPicker
      label={label}
      resultsLabel={of === 'products' ? 'Produse găsite' : 'Dimensiuni găsite'}
      placeholder="Caută după nume"
      options={options}
      chosen={value.map((id) => ({ id, label: name(id) }))}
      onToggle={onToggle}
      onSearch={setTerm}
      single={single}
      loading={found.isPending}
      failed={found.isError}
      total={of === 'products' ? found.data?.pages[0]?.totalElements : undefined}
      hasMore={found.hasNextPage}
      loadingMore={found.isFetchingNextPage}
      onLoadMore={() => void found.fetchNextPage()}
      error={error}
      emptyText="Niciun produs găsit."
    />
  );
}
