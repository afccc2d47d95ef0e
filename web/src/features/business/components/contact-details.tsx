import './business.css';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/spinner';
import { useBusinessInformation } from '../api/get-business-information';
import { cityLine, streetLine, telHref } from '../lib/contact';
import { BUSINESS_UNAVAILABLE } from './business-schedule';

/** Address, phone and e-mail of the shop. */
export function ContactDetails() {
  const { data, isPending, isError } = useBusinessInformation();
  if (!data) {
    if (isPending) return <Skeleton lines={4} />;
    if (isError) return <Alert tone="error">{BUSINESS_UNAVAILABLE}</Alert>;
    return null;
  }
  return (
    <dl className="contact-details">
      <div className="contact-details__row">
        <dt>Adresă</dt>
        <dd>
          <address>
            {data.name}
            <br />
            {streetLine(data)}
            <br />
            {cityLine(data)}
          </address>
        </dd>
      </div>
      {data.phoneNumber ? (
        <div className="contact-details__row">
          <dt>Telefon</dt>
          <dd>
            <a href={telHref(data.phoneNumber)}>{data.phoneNumber}</a>
          </dd>
        </div>
      ) : null}
      {data.email ? (
        <div className="contact-details__row">
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${data.email}`}>{data.email}</a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
