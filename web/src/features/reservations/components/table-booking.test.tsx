import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/test-utils';
import { TableBooking } from './table-booking';

describe('table booking on the home page', () => {
  it('shows the booking form while the business takes bookings', () => {
    renderWithRouter(<TableBooking bookingEnabled phoneNumber="0269 123 456" />);
    expect(screen.getByRole('form', { name: 'Rezervă o masă' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rezervă masa' })).toBeInTheDocument();
    expect(screen.queryByText(/nu sunt disponibile/)).not.toBeInTheDocument();
  });

  it('shows the business message with its phone instead of the form when booking is off', () => {
    renderWithRouter(<TableBooking bookingEnabled={false} phoneNumber="0269 123 456" />);
    expect(screen.queryByRole('form', { name: 'Rezervă o masă' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Nume complet')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        (_, node) => node?.tagName === 'P' && node.textContent === 'Rezervările online nu sunt disponibile momentan. Ne puteți suna la 0269 123 456.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0269 123 456' })).toHaveAttribute('href', 'tel:0269123456');
  });

  it('says booking is off without a phone when the business has none', () => {
    renderWithRouter(<TableBooking bookingEnabled={false} phoneNumber={null} />);
    expect(screen.getByText('Rezervările online nu sunt disponibile momentan.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows neither the form nor the message until the business details are known', () => {
    renderWithRouter(<TableBooking bookingEnabled={undefined} />);
    expect(screen.queryByRole('form', { name: 'Rezervă o masă' })).not.toBeInTheDocument();
    expect(screen.queryByText(/nu sunt disponibile/)).not.toBeInTheDocument();
  });
});
