import type { UseFormReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { SetupValues } from '../lib/setup';

/** The VAT rate of each menu category (since 1 August 2025: 21% standard, 11% reduced; sweets at 21%). */
export function VatRatesTable({ form }: { form: UseFormReturn<SetupValues> }) {
  const rows = form.getValues('categoryVatRates');
  const errors = form.formState.errors.categoryVatRates;
  if (rows.length === 0) return <p className="adm-muted">Nu există categorii în meniu: se folosește cota implicită.</p>;
  return (
    <table className="inv-rates">
      <caption className="visually-hidden">Cota de TVA pe categorii</caption>
      <thead>
        <tr>
          <th scope="col">Categoria</th>
          <th scope="col">Cota de TVA (%)</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const id = `invoicing-vat-${row.categoryId}`;
          const message = errors?.[index]?.vatRate?.message;
          return (
            <tr key={row.categoryId}>
              <th scope="row">
                <label htmlFor={id}>{row.categoryName}</label>
              </th>
              <td>
                <Input
                  id={id}
                  inputMode="decimal"
                  invalid={Boolean(message)}
                  aria-describedby={message ? `${id}-error` : undefined}
                  {...form.register(`categoryVatRates.${index}.vatRate`)}
                />
                <FieldError id={message ? `${id}-error` : undefined}>{message}</FieldError>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
