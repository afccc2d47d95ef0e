import type { BusinessInformation } from '@/types/api';

export { telHref } from '@/lib/phone';

/** 'Str. Nicolae Bălcescu nr. 12' */
export function streetLine(info: Pick<BusinessInformation, 'address' | 'streetNumber'>): string {
  return [info.address, info.streetNumber ? `nr. ${info.streetNumber}` : ''].filter(Boolean).join(' ');
}

/** 'Sibiu 550159, jud. Sibiu, România' */
export function cityLine(info: Pick<BusinessInformation, 'city' | 'postalCode' | 'county' | 'country'>): string {
  const city = [info.city, info.postalCode].filter(Boolean).join(' ');
  return [city, info.county ? `jud. ${info.county}` : '', info.country].filter(Boolean).join(', ');
}
