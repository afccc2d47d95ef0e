import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '@/stores/cart';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { addTort, renderCheckout, startCheckoutDay } from './checkout-test-kit';

describe('CheckoutPage: delivery address and zone', () => {
  beforeEach(startCheckoutDay);

  it('shows the delivery minimum before submitting and blocks a smaller order', async () => {
    useCartStore.getState().addProduct({ id: 20, name: 'Ecler', dimensionId: 31, dimensionLabel: '1 buc', price: '9.50', boxPrice: null, quantity: 2, preferredMessage: '', extraIngredients: [] });
    const { calls } = stubFetchRoutes({});
    await renderCheckout();
    await userEvent.click(screen.getByRole('radio', { name: 'Livrare la domiciliu' }));
    expect(screen.getByText(/Comanda minimă pentru livrare este de 50,00 RON\. Mai adaugă produse de 31,00 RON\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    expect(await screen.findByText('Strada este obligatorie.')).toBeInTheDocument();
    expect(screen.getAllByText('Comanda minimă pentru livrare este de 50,00 RON.').length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.path === '/user-service/place-order')).toHaveLength(0);
  });

  it("delivering to a zone shows its fee and minimum, and offers only the days and hours the server can serve", async () => {
    addTort(1);
    const zone = {
      id: 3,
      name: 'Cisnădie',
      localities: ['Cisnădie'],
      postalCodes: [],
      deliveryFee: '25.00',
      minimumOrder: '100.00',
      schedule: [{ dayOfWeek: 4, hours: '10:00 - 12:00' }],
    };
    const { calls } = stubFetchRoutes({
      'POST /user-service/available-days': (req) => {
        const body = req.json as { city?: string | null };
        if (body.city === 'Brașov') {
          return { status: 422, body: { status: 422, message: 'Nu livrăm la adresa aleasă. Livrăm doar în: Sibiu, Cisnădie.', errors: {} } };
        }
        return {
          body: {
            zone: body.city === 'Cisnădie' ? zone : null,
            days: [
              { date: '2026-12-23', available: false, reason: 'Zona „Cisnădie” nu este deservită în această zi.' },
              { date: '2026-12-24', available: true, firstTime: '10:00', lastTime: '11:55' },
              { date: '2026-12-25', available: false, reason: 'Ziua este plină pentru „Tort Diplomat”.' },
            ],
          },
        };
      },
    });
    await renderCheckout();
    await userEvent.click(screen.getByRole('radio', { name: 'Livrare la domiciliu' }));
    const city = screen.getByLabelText('Localitatea');
    await userEvent.clear(city);
    await userEvent.type(city, 'Cisnădie');

    expect(await screen.findByTestId('delivery-zone', {}, { timeout: 15_000 })).toHaveTextContent(
      'Taxă de livrare 25,00 RON, comandă minimă 100,00 RON. Livrăm în zonă: joi 10:00 - 12:00.',
    );
    expect(calls.some((c) => c.path === '/user-service/available-days' && (c.json as { city: string }).city === 'Cisnădie')).toBe(true);
    const day = screen.getByRole('combobox', { name: 'Ziua' });
    expect(within(day).getAllByRole('option').map((o) => o.textContent)).toEqual(['Alege ziua', 'Mâine, 24-12-2026']);
    const hours = within(screen.getByRole('combobox', { name: 'Ora' })).getAllByRole('option').map((o) => o.textContent);
    expect(hours).toEqual(['Alege ora', '10:00', '10:15', '10:30', '10:45', '11:00', '11:15', '11:30', '11:45']);

    await userEvent.clear(city);
    await userEvent.type(city, 'Brașov');
    expect(await screen.findByText('Nu livrăm la adresa aleasă. Livrăm doar în: Sibiu, Cisnădie.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plasează comanda' })).toBeDisabled();
  });
});
