import type { DeliveryDetails } from '@/types/api';

/** 'Str. Mare nr. 5, bl. A2, ap. 14, 550003 Sibiu': the courier's line, on the panel, the ticket and the customer's page. */
export function deliveryAddress(d: DeliveryDetails | null | undefined): string {
  if (!d?.streetAddress) return '';
  const street = [d.streetAddress, d.streetNumberAddress ? `nr. ${d.streetNumberAddress}` : null].filter(Boolean).join(' ');
  return [
    street,
    d.buildingNumber ? `bl. ${d.buildingNumber}` : null,
    d.appartmentNumber ? `ap. ${d.appartmentNumber}` : null,
    [d.postalCode, d.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
}
