import { ReservationForm } from './reservation-form';

export const BOOKING_OFF_MESSAGE = 'Rezervările online nu sunt disponibile momentan.';

type TableBookingProps = {
  /** The business's booking service (setup, "Servicii oferite"); undefined while its details load. */
  bookingEnabled: boolean | undefined;
  phoneNumber?: string | null;
};

/**
 * The home page's table booking: the form while the business takes bookings, its short message
 * (with the phone to call) once booking is switched off, nothing until the details are known.
 */
export function TableBooking({ bookingEnabled, phoneNumber }: TableBookingProps) {
  if (bookingEnabled === undefined) return null;
  if (bookingEnabled) return <ReservationForm />;
  const phone = phoneNumber?.trim();
  return (
    <p className="reservation-off">
      {BOOKING_OFF_MESSAGE}
      {phone ? (
        <>
          {' '}
          Ne puteți suna la <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>.
        </>
      ) : null}
    </p>
  );
}
