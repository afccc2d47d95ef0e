import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { todayIso } from '@/lib/bucharest-time';
import { saveCsvText } from '../lib/csv';

/** GET /admin-service/clients/csv: every customer, accounts and guests, in the report's order (not only the page on screen). */
export function getClientsCsv(signal?: AbortSignal): Promise<string> {
  return api.get<string>('/admin-service/clients/csv', { headers: { Accept: 'text/csv' }, signal });
}

/** Fetches the CSV and hands it to the browser as clienti-<today in Romania>.csv, the name the service gives it. */
export async function downloadClientsCsv(): Promise<void> {
  saveCsvText(`clienti-${todayIso()}.csv`, await getClientsCsv());
}

export function useDownloadClientsCsv() {
  return useMutation({ mutationFn: downloadClientsCsv });
}
