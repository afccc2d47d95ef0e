import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/format';
import type { CakeDayLoad, CakeRequestDetail } from '../api/types';
import { eventMomentLabel, methodLabel } from '../lib/labels';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

const orNone = (text: string | null | undefined) => (text && text.trim() ? text : '—');

/** What the customer asked for. */
export function CakeRequestFacts({ request }: { request: CakeRequestDetail }) {
  return (
    <dl className="cd-facts">
      <Fact label="Evenimentul">{eventMomentLabel(request.eventDate, request.time)}</Fact>
      <Fact label="Ridicare / livrare">
        {methodLabel(request.deliveryMethodChosen)}
        {request.pickupLocationName ? `: ${request.pickupLocationName}` : ''}
      </Fact>
      <Fact label="Porții">{request.servings}</Fact>
      <Fact label="Aromă">{orNone(request.flavour)}</Fact>
      <Fact label="Umplutură">{orNone(request.filling)}</Fact>
      <Fact label="Inscripție">{orNone(request.inscription)}</Fact>
      <Fact label="Alergii">{orNone(request.allergies)}</Fact>
      <Fact label="Buget">{request.budget ? formatMoney(request.budget) : '—'}</Fact>
      <Fact label="Descriere">{orNone(request.description)}</Fact>
    </dl>
  );
}

/** How to reach the customer, and where to deliver. */
export function CakeContactFacts({ request }: { request: CakeRequestDetail }) {
  const a = request.deliveryDetailsBean;
  const text = (key: string) => (typeof a[key] === 'string' && (a[key] as string).trim() ? (a[key] as string).trim() : null);
  const building = text('buildingNumber');
  const flat = text('appartmentNumber');
  const address = [text('streetAddress'), text('streetNumberAddress'), building && `bl. ${building}`, flat && `ap. ${flat}`, text('city')].filter(Boolean).join(', ');
  return (
    <dl className="cd-facts">
      <Fact label="Nume">{request.contactName || '—'}</Fact>
      <Fact label="Telefon">
        {request.contactPhone ? <a href={`tel:${request.contactPhone.replace(/\s+/g, '')}`}>{request.contactPhone}</a> : '—'}
      </Fact>
      <Fact label="E-mail">{request.contactEmail ? <a href={`mailto:${request.contactEmail}`}>{request.contactEmail}</a> : '—'}</Fact>
      {request.deliveryMethodChosen === 'DELIVERY' ? <Fact label="Adresa">{address || '—'}</Fact> : null}
    </dl>
  );
}

/** The event day's production: orders and cakes already booked, against the daily cake limit. */
export function DayLoad({ load }: { load: CakeDayLoad | null | undefined }) {
  if (!load) return <p className="cd-muted">—</p>;
  const full = load.cakesPerDay != null && load.cakes >= load.cakesPerDay;
  return (
    <p data-testid="cake-day-load" className={full ? 'cd-load--full' : undefined}>
      {load.orders} {load.orders === 1 ? 'comandă' : 'comenzi'} și {load.cakes} {load.cakes === 1 ? 'tort' : 'torturi'} în ziua evenimentului
      {load.cakesPerDay != null ? ` (limita: ${load.cakesPerDay} pe zi${full ? ', atinsă' : ''})` : ' (fără limită de torturi pe zi)'}.
    </p>
  );
}
