import Papa from 'papaparse';
import { saveBlob } from '@/lib/save-file';

const BOM = '\uFEFF';

/** CSV text as a file the browser downloads (UTF-8 with one BOM, so spreadsheet programs read ă, ș, ț). */
export function saveCsvText(fileName: string, csv: string): void {
  const body = csv.startsWith(BOM) ? csv.slice(BOM.length) : csv;
  saveBlob(fileName, new Blob([BOM, body], { type: 'text/csv;charset=utf-8' }));
}

/** Rows as a CSV file the browser downloads. */
export function downloadCsv(fileName: string, rows: Record<string, string | number | boolean | null>[]): void {
  saveCsvText(fileName, Papa.unparse(rows, { delimiter: ',', newline: '\r\n' }));
}

/** '1234.50' → '1234,50': a money column a Romanian spreadsheet reads as a number, exact to the ban. */
export function csvMoney(value: string): string {
  return value.replace('.', ',');
}
