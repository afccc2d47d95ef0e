import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { InvoiceKind } from '@/types/api';
import type { InvoiceFilters as Filters } from '../lib/filters';
import { STATUS_CHIPS } from '../lib/labels';

type InvoiceFiltersProps = { filters: Filters; onChange: (next: Filters) => void };

/** The period, the e-Factura state (chips) and the kind of document. */
export function InvoiceFilters({ filters, onChange }: InvoiceFiltersProps) {
  const set = (changes: Partial<Filters>) => onChange({ ...filters, ...changes });
  return (
    <div className="inv-filters card">
      <div className="inv-filters__row">
        <FormField id="invoices-from" label="De la">
          <Input type="date" value={filters.from} max={filters.to} onChange={(e) => e.target.value && set({ from: e.target.value })} />
        </FormField>
        <FormField id="invoices-to" label="Până la">
          <Input type="date" value={filters.to} min={filters.from} onChange={(e) => e.target.value && set({ to: e.target.value })} />
        </FormField>
        <FormField id="invoices-kind" label="Tip">
          <Select value={filters.kind} onChange={(e) => set({ kind: e.target.value as InvoiceKind | '' })}>
            <option value="">Toate</option>
            <option value="INVOICE">Facturi</option>
            <option value="CREDIT_NOTE">Facturi de stornare</option>
          </Select>
        </FormField>
      </div>
      <div className="inv-chips" role="group" aria-label="Starea în e-Factura">
        {STATUS_CHIPS.map((chip) => (
          <button
            key={chip.value || 'all'}
            type="button"
            className="inv-chip"
            aria-pressed={filters.status === chip.value}
            onClick={() => set({ status: chip.value })}
          >
            {chip.label}
          </button>
        ))}
      </div>
    </div>
  );
}
