import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import { addTort, CheckoutWithoutCard, renderCheckout, startCheckoutDay } from './checkout-test-kit';

describe('CheckoutPage', () => {
  beforeEach(startCheckoutDay);

  it('shows the empty cart instead of the form', async () => {
    await renderCheckout();
    expect(screen.getByText('Coșul tău este gol.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Plasează comanda' })).not.toBeInTheDocument();
  });

  it('with a cart but no business details to read, says "Afisarea datelor nu e posibila momentan." and offers no form', () => {
    addTort();
    renderRoutes([{ path: '/checkout', element: <CheckoutWithoutCard business={undefined} businessLoading={false} businessError /> }], '/checkout');
    expect(screen.getByRole('alert')).toHaveTextContent('Afisarea datelor nu e posibila momentan.');
    expect(screen.queryByRole('button', { name: 'Plasează comanda' })).not.toBeInTheDocument();
  });

  it('while the shop\'s details are coming, shows the title and the order summary from the saved cart, without the form', () => {
    addTort();
    renderRoutes([{ path: '/checkout', element: <CheckoutWithoutCard business={undefined} businessLoading businessError={false} /> }], '/checkout');
    expect(screen.getByRole('heading', { name: 'Finalizează comanda' })).toBeInTheDocument();
    const summary = screen.getByRole('list', { name: 'Produsele comenzii' });
    expect(within(summary).getByText(/Tort/)).toBeInTheDocument();
    expect(screen.getByText('Total estimativ')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Plasează comanda' })).not.toBeInTheDocument();
  });

  it('checks the form with Romanian messages before sending anything', async () => {
    addTort();
    const { calls } = stubFetchRoutes({});
    await renderCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    expect(await screen.findByText('Introdu prenumele.')).toBeInTheDocument();
    expect(screen.getByText('Introdu numele.')).toBeInTheDocument();
    expect(screen.getByText('Introdu numărul de telefon.')).toBeInTheDocument();
    expect(screen.getByText('Introdu adresa de email.')).toBeInTheDocument();
    expect(screen.getByText('Alege punctul de ridicare.')).toBeInTheDocument();
    expect(screen.getByText('Trebuie să accepți termenii și condițiile.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Telefon'), '12345');
    expect(await screen.findByText('Numărul de telefon nu este valid. Exemplu: 0722 123 456.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/user-service/place-order')).toHaveLength(0);
  });

  it('offers the methods, payments and moments the business allows', async () => {
    addTort();
    await renderCheckout();
    expect(screen.getByRole('radio', { name: 'Ridicare personală' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Livrare la domiciliu' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'La restaurant' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Numerar' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Card' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Numerar și card' })).toBeInTheDocument();
    // Pickup: open now and ASAP on.
    expect(screen.getByRole('radio', { name: 'Cât mai curând posibil' })).toBeChecked();

    // Delivery: no ASAP; from 14:00 (2 hours ahead) until 18:00 today, on the delivery schedule.
    await userEvent.click(screen.getByRole('radio', { name: 'Livrare la domiciliu' }));
    expect(screen.queryByRole('radio', { name: 'Cât mai curând posibil' })).not.toBeInTheDocument();
    const day = screen.getByRole('combobox', { name: 'Ziua' });
    expect(within(day).getAllByRole('option').map((o) => o.textContent)).toEqual(['Alege ziua', 'Azi, 23-12-2026', 'Mâine, 24-12-2026', 'Vineri, 25-12-2026']);
    const hours = within(screen.getByRole('combobox', { name: 'Ora' })).getAllByRole('option').map((o) => o.textContent);
    expect(hours[1]).toBe('14:00');
    expect(hours.at(-1)).toBe('17:45');
  });

});
