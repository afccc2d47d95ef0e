import { Fragment } from 'react';
import { formatMoney } from '@/lib/format';
import type { CakeRequestDetail } from '../api/types';
import { showDay } from '../lib/dates';
import { CakeSection } from './cake-section';

function address(d: CakeRequestDetail['deliveryDetailsBean']): string {
  const street = [d.streetAddress, d.streetNumberAddress ? `nr. ${d.streetNumberAddress}` : null].filter(Boolean).join(' ');
  return [street, d.buildingNumber ? `bl. ${d.buildingNumber}` : null, d.appartmentNumber ? `ap. ${d.appartmentNumber}` : null, [d.postalCode, d.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

/** 'Cererea ta': what was asked for, as the bakery reads it, with the reference photos. */
export function CakeDetails({ request }: { request: CakeRequestDetail }) {
  const contact = request.deliveryDetailsBean;
  const facts: [string, string][] = [
    ['Data evenimentului', `${showDay(request.eventDate)}, ora ${request.time.slice(0, 5)}`],
    [
      request.deliveryMethodChosen === 'DELIVERY' ? 'Livrare la' : 'Ridicare',
      request.deliveryMethodChosen === 'DELIVERY' ? address(contact) : (request.pickupLocationName ?? 'de la cofetărie'),
    ],
    ['Porții', String(request.servings)],
    ['Aroma blatului', request.flavour],
    ['Umplutura', request.filling],
    ['Mesaj pe tort', request.inscription || '—'],
    ['Alergii', request.allergies || '—'],
    ['Buget orientativ', request.budget ? formatMoney(request.budget) : '—'],
    ['Descriere', request.description],
    ['Contact', [`${contact.firstName} ${contact.lastName}`, contact.phoneNumber, contact.email].filter(Boolean).join(', ')],
  ];
  const photos = request.photos ?? [];
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
      {photos.length ? (
        <ul className="cake-photos" aria-label="Fotografiile de referință">
          {photos.map((photo, index) => (
            <li key={photo.id ?? photo.url}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img src={photo.thumbnailUrl || photo.url} alt={`Fotografia de referință ${index + 1}`} width={96} height={96} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </CakeSection>
  );
}
