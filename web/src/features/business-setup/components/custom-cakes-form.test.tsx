import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes, type StubRequest } from '@/testing/fetch-routes';
import { renderWithRouter } from '@/testing/test-utils';
import type { CustomCakesSetup } from '../api/types';
import { CustomCakesForm } from './custom-cakes-form';

const URL = '/admin-service/setup/custom-cakes';
const SETUP: CustomCakesSetup = {
  depositPercent: '30.00',
  freeCancellationDays: 7,
  keptPercent: '50.00',
  lockDays: 5,
  quoteValidityDays: 7,
  leadDays: 3,
  restChargeHours: 48,
  cakesPerDay: 4,
  alertAfterHours: 4,
  flavours: ['Ciocolată', 'Vanilie', 'Fistic'],
  fillings: ['Zmeură', 'Caramel sărat'],
};

/** The setup as the service keeps it: every save is what the next read answers. */
function serviceWith(initial: CustomCakesSetup) {
  let stored = initial;
  const api = stubFetchRoutes({
    [`GET ${URL}`]: () => ({ body: stored }),
    [`POST ${URL}`]: (req: StubRequest) => {
      stored = req.json as CustomCakesSetup;
      return { body: stored };
    },
  });
  return { api, saved: () => api.callsTo('POST', URL).map((c) => c.json) };
}

const names = (list: HTMLElement) => within(list).getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);

describe('the custom cakes setup', () => {
  it('reads the rules: percents as people write them, an empty daily limit for none', async () => {
    serviceWith({ ...SETUP, depositPercent: '12.50', cakesPerDay: null });
    renderWithRouter(<CustomCakesForm />);
    expect(await screen.findByLabelText('Avans (%)')).toHaveValue('12,5');
    expect(screen.getByLabelText('Procent reținut după anularea gratuită (%)')).toHaveValue('50');
    expect(screen.getByLabelText('Torturi pe zi')).toHaveValue('');
    expect(screen.getByLabelText('Plata automată a restului (ore înainte)')).toHaveValue('48');
  });

  it('round-trips the flavour and filling lists: reordered, removed and added entries come back in their new order', async () => {
    const service = serviceWith(SETUP);
    const user = userEvent.setup();
    const first = renderWithRouter(<CustomCakesForm />);
    const flavours = await screen.findByTestId('list-flavours');
    const fillings = screen.getByTestId('list-fillings');
    expect(names(flavours)).toEqual(['Ciocolată', 'Vanilie', 'Fistic']);

    await user.click(within(flavours).getByRole('button', { name: 'Mută mai sus: Fistic' }));
    expect(names(flavours)).toEqual(['Ciocolată', 'Fistic', 'Vanilie']);
    expect(screen.getByText('Fistic: poziția 2 din 3.')).toBeInTheDocument();
    await user.click(within(flavours).getByRole('button', { name: 'Șterge: Ciocolată' }));
    await user.click(within(flavours).getByRole('button', { name: 'Adaugă aromă' }));
    await user.type(within(flavours).getByLabelText('Arome: poziția 3'), '  Lămâie ');
    await user.click(within(fillings).getByRole('button', { name: 'Mută mai jos: Zmeură' }));
    await user.click(screen.getByLabelText('Torturi pe zi'));
    await user.clear(screen.getByLabelText('Torturi pe zi'));
    await user.click(screen.getByRole('button', { name: 'Salvează' }));

    await waitFor(() => expect(service.saved()).toHaveLength(1));
    expect(service.saved()[0]).toEqual({
      ...SETUP,
      cakesPerDay: null,
      flavours: ['Fistic', 'Vanilie', 'Lămâie'],
      fillings: ['Caramel sărat', 'Zmeură'],
    });

    // What the next visit reads is what was saved, in that order.
    first.unmount();
    renderWithRouter(<CustomCakesForm />);
    expect(names(await screen.findByTestId('list-flavours'))).toEqual(['Fistic', 'Vanilie', 'Lămâie']);
    expect(names(screen.getByTestId('list-fillings'))).toEqual(['Caramel sărat', 'Zmeură']);
    expect(screen.getByLabelText('Torturi pe zi')).toHaveValue('');
  });

  it('refuses a blank or repeated entry and a percent above 100, and saves nothing', async () => {
    const service = serviceWith(SETUP);
    const user = userEvent.setup();
    renderWithRouter(<CustomCakesForm />);
    const flavours = await screen.findByTestId('list-flavours');
    await user.click(within(flavours).getByRole('button', { name: 'Adaugă aromă' }));
    await user.click(within(flavours).getByRole('button', { name: 'Adaugă aromă' }));
    await user.type(within(flavours).getByLabelText('Arome: poziția 5'), 'vanilie');
    await user.clear(screen.getByLabelText('Avans (%)'));
    await user.type(screen.getByLabelText('Avans (%)'), '120');
    await user.click(screen.getByRole('button', { name: 'Salvează' }));

    expect(await within(flavours).findByText('Completați denumirea sau ștergeți rândul.')).toBeVisible();
    expect(within(flavours).getByText('Denumirea apare de două ori în listă.')).toBeVisible();
    expect(screen.getByText('Introduceți un procent între 0 și 100.')).toBeVisible();
    expect(service.saved()).toHaveLength(0);
  });

  it('takes 0 hours for no alert, refuses an empty list and days past a year, as the service does', async () => {
    const service = serviceWith(SETUP);
    const user = userEvent.setup();
    renderWithRouter(<CustomCakesForm />);
    const fillings = await screen.findByTestId('list-fillings');
    await user.click(within(fillings).getByRole('button', { name: 'Șterge: Zmeură' }));
    await user.click(within(fillings).getByRole('button', { name: 'Șterge: Caramel sărat' }));
    await user.clear(screen.getByLabelText('Alertă după (ore fără ofertă)'));
    await user.type(screen.getByLabelText('Alertă după (ore fără ofertă)'), '0');
    await user.clear(screen.getByLabelText('Valabilitatea ofertei (zile)'));
    await user.type(screen.getByLabelText('Valabilitatea ofertei (zile)'), '400');
    await user.click(screen.getByRole('button', { name: 'Salvează' }));

    expect(await within(fillings).findByText('Lista trebuie să aibă între 1 și 30 de denumiri.')).toBeVisible();
    expect(screen.getByText('Introduceți un număr întreg între 0 și 365.')).toBeVisible();
    expect(screen.queryByText(/între 0 și 720/)).not.toBeInTheDocument();
    expect(service.saved()).toHaveLength(0);

    await user.click(within(fillings).getByRole('button', { name: 'Adaugă umplutură' }));
    await user.type(within(fillings).getByLabelText('Umpluturi: poziția 1'), 'Ciocolată albă');
    await user.clear(screen.getByLabelText('Valabilitatea ofertei (zile)'));
    await user.type(screen.getByLabelText('Valabilitatea ofertei (zile)'), '10');
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    await waitFor(() => expect(service.saved()).toHaveLength(1));
    expect(service.saved()[0]).toMatchObject({ alertAfterHours: 0, quoteValidityDays: 10, fillings: ['Ciocolată albă'] });
  });
});
