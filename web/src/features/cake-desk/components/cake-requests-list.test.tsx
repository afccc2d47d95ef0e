import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderWithRouter } from '@/testing/test-utils';
import { OLDER_ROW, page, WAITING_ROW } from '../testing/fixtures';
import { CakeRequestsList } from './cake-requests-list';

const LIST = 'GET /admin-service/cake-requests';
// 12:00 on 01-12-2026 in Sibiu: the newest request has waited 3 h 20 min, the older one a day and 2 h.
const NOW = new Date('2026-12-01T12:00:00+02:00');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

describe('the custom cakes list', () => {
  it('shows the requests waiting for a quote, newest first, with their event, method, servings, client, status and waiting time', async () => {
    const api = stubFetchRoutes({ [`${LIST}?status=REQUESTED&size=100`]: { body: page([WAITING_ROW, OLDER_ROW]) } });
    renderWithRouter(<CakeRequestsList />, '/comenzi/torturi');

    const rows = await screen.findAllByRole('row');
    const [, first, second] = rows;
    expect(within(first).getByRole('link', { name: 'Maria Ionescu' })).toHaveAttribute('href', '/comenzi/torturi/7');
    expect(within(first).getByText('20-12-2026, 16:30')).toBeVisible();
    expect(within(first).getByText('Ridicare')).toBeVisible();
    expect(within(first).getByText('24')).toBeVisible();
    expect(within(first).getByText('Așteaptă ofertă', { selector: '.cd-status' })).toBeVisible();
    expect(within(first).getByTestId('cake-waiting')).toHaveTextContent('3 h 20 min');

    expect(within(second).getByRole('link', { name: 'Andrei Popa' })).toBeVisible();
    expect(within(second).getByText('Livrare')).toBeVisible();
    expect(within(second).getByTestId('cake-waiting')).toHaveTextContent('1 zi 2 h');
    expect(api.calledPaths()).toEqual(['/admin-service/cake-requests?status=REQUESTED&size=100']);
  });

  it('switches status with the tabs (keyboard too) and leaves out the waiting time once quoted', async () => {
    const quoted = { ...WAITING_ROW, status: 'QUOTED' as const, restUnpaid: false };
    const locked = { ...OLDER_ROW, status: 'LOCKED' as const, restUnpaid: true };
    const api = stubFetchRoutes({
      [`${LIST}?status=REQUESTED&size=100`]: { body: page([]) },
      [`${LIST}?status=QUOTED&size=100`]: { body: page([quoted]) },
      [`${LIST}?status=ACCEPTED&size=100`]: { body: page([]) },
      [`${LIST}?status=LOCKED&size=100`]: { body: page([locked]) },
    });
    const user = userEvent.setup();
    renderWithRouter(<CakeRequestsList />, '/comenzi/torturi');

    expect(await screen.findByText('Nicio cerere nu așteaptă ofertă.')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Ofertă trimisă' }));
    const row = (await screen.findAllByRole('row'))[1];
    expect(within(row).getByText('Ofertă trimisă', { selector: '.cd-status' })).toBeVisible();
    expect(screen.queryByRole('columnheader', { name: 'Așteaptă de' })).not.toBeInTheDocument();

    screen.getByRole('tab', { name: 'Ofertă trimisă' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('Nicio comandă cu avans plătit.')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    const lockedRow = (await screen.findAllByRole('row'))[1];
    expect(within(lockedRow).getByText('Blocată pentru modificări')).toBeVisible();
    expect(within(lockedRow).getByText('rest neîncasat')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Blocate' })).toHaveFocus();
    await waitFor(() =>
      expect(api.calledPaths()).toEqual([
        '/admin-service/cake-requests?status=REQUESTED&size=100',
        '/admin-service/cake-requests?status=QUOTED&size=100',
        '/admin-service/cake-requests?status=ACCEPTED&size=100',
        '/admin-service/cake-requests?status=LOCKED&size=100',
      ]),
    );
  });

  it('says why when the list cannot be read', async () => {
    stubFetchRoutes({ [`${LIST}?status=REQUESTED&size=100`]: { status: 403, body: { status: 403, message: 'Nu aveți acces la această pagină.' } } });
    renderWithRouter(<CakeRequestsList />, '/comenzi/torturi');
    expect(await screen.findByText('Lista cererilor de tort nu poate fi afișată momentan.')).toBeVisible();
    expect(screen.getByText('Nu aveți acces la această pagină.')).toBeVisible();
  });
});
