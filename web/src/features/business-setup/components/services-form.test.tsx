import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import { businessInfo } from '@/testing/business-fixtures';
import { ServicesForm } from './services-form';

const INFO = 'GET /admin-service/setup/fetch-information';
const SAVE = 'POST /admin-service/setup/offered-services';

function renderServices(search = '?service=delivery') {
  return renderRoutes([{ path: '/admin/set-services', element: <ServicesForm /> }], `/admin/set-services${search}`);
}

describe('services form', () => {
  it('opens the tab of ?service= and reads its times', async () => {
    stubFetchRoutes({ [INFO]: { body: businessInfo() } });
    renderServices('?service=delivery');
    expect(await screen.findByRole('tab', { name: 'Livrare' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Timp minim în avans')).toHaveValue(2);
    expect(screen.getByLabelText('Unitate')).toHaveValue('ore');
    expect(screen.getByLabelText('Timp maxim în avans (zile)')).toHaveValue(7);
  });

  it('a service that is off is sent with empty times (the others as loaded)', async () => {
    const api = stubFetchRoutes({ [INFO]: { body: businessInfo() }, [SAVE]: { body: businessInfo() } });
    const user = userEvent.setup();
    renderServices('?service=delivery');
    await user.click(await screen.findByRole('switch', { name: 'Serviciu activ' }));
    expect(screen.getByLabelText('Timp minim în avans')).toBeDisabled();
    expect(screen.getByLabelText('Timp maxim în avans (zile)')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(await screen.findByText('Datele au fost salvate cu succes!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/admin-service/setup/offered-services')[0].json).toMatchObject({
      deliveryEnabled: false,
      minimumTimeInAdvanceForDelivery: '',
      maximumTimeInAdvanceForDelivery: '',
      pickupEnabled: true,
      minimumTimeInAdvanceForPickup: '30 minute',
      maximumTimeInAdvanceForPickup: '7 zile',
    });
  });

  it('when on, both times are required and at least 1; they are sent as "<n> <unit>"', async () => {
    const api = stubFetchRoutes({
      [INFO]: { body: businessInfo({ bookingEnabled: false, minimumTimeInAdvanceForBookings: '', maximumTimeInAdvanceForBookings: '' }) },
      [SAVE]: { body: businessInfo() },
    });
    const user = userEvent.setup();
    const { router } = renderServices('?service=pickup');
    await user.click(await screen.findByRole('tab', { name: 'Rezervări' }));
    expect(router.state.location.search).toBe('?service=booking');
    await user.click(await screen.findByRole('switch', { name: 'Serviciu activ' }));
    await user.type(screen.getByLabelText('Timp minim în avans'), '0');
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(await screen.findByText('Timpul minim în avans este obligatoriu și trebuie să fie cel puțin 1.')).toBeVisible();
    expect(screen.getByText('Timpul maxim în avans este obligatoriu și trebuie să fie cel puțin 1 zi.')).toBeVisible();

    await user.clear(screen.getByLabelText('Timp minim în avans'));
    await user.type(screen.getByLabelText('Timp minim în avans'), '3');
    await user.selectOptions(screen.getByLabelText('Unitate'), 'ore');
    await user.type(screen.getByLabelText('Timp maxim în avans (zile)'), '14');
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin-service/setup/offered-services')).toHaveLength(1));
    expect(api.callsTo('POST', '/admin-service/setup/offered-services')[0].json).toMatchObject({
      bookingEnabled: true,
      minimumTimeInAdvanceForBookings: '3 ore',
      maximumTimeInAdvanceForBookings: '14 zile',
    });
  });

  it('business details that cannot be read say "Afisarea datelor nu e posibila momentan."; "Încearcă din nou" reads them again', async () => {
    let fail = true;
    stubFetchRoutes({ [INFO]: () => (fail ? { status: 500, body: { status: 500, message: '' } } : { body: businessInfo() }) });
    const user = userEvent.setup();
    renderServices('?service=delivery');
    expect(await screen.findByText('Afisarea datelor nu e posibila momentan.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvează' })).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Încearcă din nou' }));
    expect(await screen.findByLabelText('Timp minim în avans')).toHaveValue(2);
    expect(screen.queryByText('Afisarea datelor nu e posibila momentan.')).not.toBeInTheDocument();
  });
});
