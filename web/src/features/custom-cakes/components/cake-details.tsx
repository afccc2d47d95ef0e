import { Fragment } from 'react';
import { formatMoney } from '@/lib/format';
import type { CakeRequestDetail } from '../api/types';
import { showDay } from '../lib/dates';
import { photoAtWidth } from '../lib/photos';
import { CakeSection } from './cake-section';

/** One field of the contact and address, as place-order took it. */
function field(details: CakeRequestDetail['deliveryDetailsBean'], key: string): string | null {
  const value = details[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function address(d: CakeRequestDetail['deliveryDetailsBean']): string {
  const street = [field(d, 'streetAddress'), field(d, 'streetNumberAddress') ? `nr. ${field(d, 'streetNumberAddress')}` : null].filter(Boolean).join(' ');
  const building = field(d, 'buildingNumber');
  const flat = field(d, 'appartmentNumber');
  return [street, building ? `bl. ${building}` : null, flat ? `ap. ${flat}` : null, [field(d, 'postalCode'), field(d, 'city')].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

/**
 * 'Cererea ta': what was asked for, as the bakery reads it, with the reference photos (their
 * addresses carry the request's key, so a plain <img> shows them). `pickupPlace`: the pickup
 * point's name, from the shop's details.
 */
export function CakeDetails({ request, pickupPlace }: { request: CakeRequestDetail; pickupPlace?: string | null }) {
  const facts: [string, string][] = [
    ['Data evenimentului', `${showDay(request.eventDate)}, ora ${request.time.slice(0, 5)}`],
    [
      request.deliveryMethodChosen === 'DELIVERY' ? 'Livrare la' : 'Ridicare',
      request.deliveryMethodChosen === 'DELIVERY' ? address(request.deliveryDetailsBean) || '—' : (pickupPlace ?? 'de la cofetărie'),
    ],
    ['Porții', String(request.servings)],
    ['Aroma blatului', request.flavour],
    ['Umplutura', request.filling],
    ['Mesaj pe tort', request.inscription || '—'],
    ['Alergii', request.allergies || '—'],
    ['Buget orientativ', request.budget ? formatMoney(request.budget) : '—'],
    ['Descriere', request.description || '—'],
    ['Contact', [request.contactName, request.contactPhone, request.contactEmail].filter(Boolean).join(', ')],
  ];
  return (
    <CakeSection name="details" title="Cererea ta">
      <dl className="cake-facts">
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {request.photos.length ? (
        <ul className="cake-photos" aria-label="Fotografiile de referință">
          {request.photos.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img src={photoAtWidth(url, 400)} alt={`Fotografia de referință ${index + 1}`} width={96} height={96} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </CakeSection>
  );
}
