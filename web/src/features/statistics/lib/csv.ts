import Papa from 'papaparse';

/** Rows as a CSV file the browser downloads (UTF-8 with a BOM, so spreadsheet programs read ă, ș, ț). */
export function downloadCsv(fileName: string, rows: Record<string, string | number | boolean | null>[]): void {
  const csv = Papa.unparse(rows, { delimiter: ',', newline: '\r\n' });
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** '1234.50' → '1234,50': a money column a Romanian spreadsheet reads as a number, exact to the ban. */
export function csvMoney(value: string): string {
  return value.replace('.', ',');
}
