import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../lib/messages';
import { addTort, BUSINESS, renderCheckout, startCheckoutDay } from './checkout-test-kit';

// A service the business switched off is not offered at checkout either.
describe('checkout with services switched off', () => {
  beforeEach(startCheckoutDay);

  it('offers no home delivery when delivery is off', async () => {
    addTort();
    await renderCheckout({ ...BUSINESS, deliveryEnabled: false });
    expect(screen.getByRole('radio', { name: 'Ridicare personală' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Livrare la domiciliu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'La restaurant' })).not.toBeInTheDocument();
  });

  it('offers no pickup when pickup is off, and the table only while booking is on', async () => {
    addTort();
    await renderCheckout({ ...BUSINESS, pickupEnabled: false, bookingEnabled: true });
    expect(screen.queryByRole('radio', { name: 'Ridicare personală' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Livrare la domiciliu' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'La restaurant' })).toBeInTheDocument();
  });

  it('says so and places nothing when every way to receive an order is off', async () => {
    addTort();
    await renderCheckout({ ...BUSINESS, pickupEnabled: false, deliveryEnabled: false, bookingEnabled: false });
    expect(screen.getByText(MSG.noServices)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Cum primești comanda?' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plasează comanda' })).toBeDisabled();
  });
});
