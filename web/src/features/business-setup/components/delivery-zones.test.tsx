import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import { DeliveryZones } from './delivery-zones';

const SIBIU = { id: 1, name: 'Sibiu', localities: ['Sibiu'], postalCodes: [], deliveryFee: '15.00', minimumOrder: '50.00', schedule: [] };
const CISNADIE = {
  id: 2,
  name: 'Cisnădie',
  localities: ['Cisnădie'],
  postalCodes: ['555300'],
  deliveryFee: '25.00',
  minimumOrder: '100.00',
  schedule: [{ dayOfWeek: 6, hours: '10:00 - 14:00' }],
};

describe('delivery zones', () => {
  it('lists the zones, checks a new one with the service messages, then saves it', async () => {
    const api = stubFetchRoutes({
      'GET /admin-service/setup/delivery-zones': { body: [SIBIU] },
      'POST /admin-service/setup/delivery-zones': { body: [SIBIU, CISNADIE] },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <DeliveryZones /> }]);
    const table = await screen.findByRole('table', { name: 'Zonele de livrare' });
    expect(within(table).getByText('15,00 RON')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Adaugă zona' }));
    expect(await screen.findByText('Numele zonei este obligatoriu.')).toBeVisible();
    expect(screen.getByText('Adăugați cel puțin o localitate a zonei: localitatea alege zona, codurile poștale doar între zonele ei.')).toBeVisible();
    expect(screen.getByText('Taxa de livrare trebuie să fie o sumă de cel puțin 0, cu cel mult două zecimale.')).toBeVisible();

    await user.type(screen.getByLabelText('Numele zonei'), 'Cisnădie');
    await user.type(screen.getByLabelText('Localități'), 'Cisnădie');
    await user.type(screen.getByLabelText('Coduri poștale'), '555300');
    await user.type(screen.getByLabelText('Taxă de livrare (RON)'), '25');
    await user.type(screen.getByLabelText('Comandă minimă (RON)'), '100');
    await user.click(screen.getByRole('checkbox', { name: 'Sâmbătă' }));
    await user.type(screen.getByLabelText('Ore sâmbătă'), '10:00 - 14:00');
    await user.click(screen.getByRole('button', { name: 'Adaugă zona' }));

    expect(await screen.findByText('Datele au fost salvate cu succes!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/admin-service/setup/delivery-zones')[0].json).toEqual({
      name: 'Cisnădie',
      localities: ['Cisnădie'],
      postalCodes: ['555300'],
      deliveryFee: '25',
      minimumOrder: '100',
      schedule: [{ dayOfWeek: 6, hours: '10:00 - 14:00' }],
    });
    expect(await screen.findByText('Sâmbătă 10:00 - 14:00')).toBeInTheDocument();
  });

  it("shows the service's refusal under its field", async () => {
    stubFetchRoutes({
      'GET /admin-service/setup/delivery-zones': { body: [SIBIU, CISNADIE] },
      'POST /admin-service/setup/delivery-zones': {
        status: 409,
        body: { status: 409, message: 'Codul poștal 555300 aparține deja zonei „Cisnădie”.', errors: { postalCodes: 'Codul poștal 555300 aparține deja zonei „Cisnădie”.' } },
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <DeliveryZones /> }]);
    await screen.findByRole('table', { name: 'Zonele de livrare' });
    await user.type(screen.getByLabelText('Numele zonei'), 'Cisnădie sud');
    await user.type(screen.getByLabelText('Localități'), 'Cisnădie');
    await user.type(screen.getByLabelText('Coduri poștale'), '555300');
    await user.type(screen.getByLabelText('Taxă de livrare (RON)'), '20');
    await user.type(screen.getByLabelText('Comandă minimă (RON)'), '80');
    await user.click(screen.getByRole('button', { name: 'Adaugă zona' }));
    expect(await screen.findByText('Codul poștal 555300 aparține deja zonei „Cisnădie”.', { selector: '.field__error' })).toBeVisible();
  });
});
