import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { todayIso } from '@/lib/bucharest-time';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import type { Schedule } from '@/types/api';
import { businessInfo } from '@/testing/business-fixtures';
import { ScheduleForm } from './schedule-form';

const INFO = 'GET /admin-service/setup/fetch-information';
const SAVE = 'POST /admin-service/setup/restaurant-schedule';

function renderSchedule() {
  return renderRoutes([{ path: '/admin/set-schedule', element: <ScheduleForm /> }], '/admin/set-schedule');
}

describe('schedule form', () => {
  it("'Același program pentru toate zilele' needs hours on the last edited day", async () => {
    stubFetchRoutes({ [INFO]: { body: businessInfo() } });
    const user = userEvent.setup();
    renderSchedule();
    const copy = await screen.findByRole('button', { name: /Același program pentru toate zilele – Program/ });

    // No day edited yet.
    await user.click(copy);
    expect(screen.getByText('Nu există ore definite pentru a seta programul identic.')).toBeVisible();

    // The last edited day (Sunday) has no hours.
    await user.click(screen.getByLabelText('Program: Duminică, deschis'));
    await user.click(copy);
    expect(screen.getByText('Nu există ore definite pentru a seta programul identic.')).toBeVisible();

    // Edited Tuesday's hours are copied to every day.
    fireEvent.change(screen.getByLabelText('Program: Marți, ora de deschidere'), { target: { value: '09:30' } });
    await user.click(copy);
    expect(screen.queryByText('Nu există ore definite pentru a seta programul identic.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Program: Duminică, ora de deschidere')).toHaveValue('09:30');
    expect(screen.getByLabelText('Program: Duminică, ora de închidere')).toHaveValue('20:00');
    expect(screen.getByLabelText('Program: Luni, ora de deschidere')).toHaveValue('09:30');
  });

  it("saves {schedules, holidaySchedules} with hours 'HH:mm - HH:mm'", async () => {
    const api = stubFetchRoutes({ [INFO]: { body: businessInfo() }, [SAVE]: { body: businessInfo() } });
    const user = userEvent.setup();
    renderSchedule();
    await user.click(await screen.findByRole('tab', { name: 'Program comenzi' }));
    fireEvent.change(screen.getByLabelText('Livrare: Luni, ora de închidere'), { target: { value: '18:30' } });
    await user.click(screen.getByRole('tab', { name: 'Sărbători' }));
    await user.click(screen.getByRole('button', { name: 'Adaugă sărbătoare' }));
    const holiday = screen.getByRole('group', { name: 'Sărbătoarea 1' });
    await user.type(within(holiday).getByLabelText('Denumire'), 'Crăciun');
    await user.type(within(holiday).getByLabelText('Mesaj pentru clienți'), 'Suntem închiși de Crăciun.');
    const today = todayIso();
    fireEvent.change(within(holiday).getByLabelText('Data de început'), { target: { value: today } });
    fireEvent.change(within(holiday).getByLabelText('Data de sfârșit'), { target: { value: today } });
    await user.click(screen.getByRole('button', { name: 'Salvează programul' }));
    expect(await screen.findByText('Datele au fost salvate cu succes!')).toBeInTheDocument();

    const body = api.callsTo('POST', '/admin-service/setup/restaurant-schedule')[0].json as {
      schedules: Schedule[];
      holidaySchedules: unknown[];
    };
    expect(body.schedules).toHaveLength(21);
    expect(body.schedules.find((s) => s.scheduleType === 'DELIVERY' && s.dayOfWeek === 1)).toEqual({
      scheduleType: 'DELIVERY',
      dayOfWeek: 1,
      open: true,
      hours: '10:00 - 18:30',
      openingTime: '10:00',
      closingTime: '18:30',
    });
    expect(body.schedules.find((s) => s.scheduleType === 'REGULAR' && s.dayOfWeek === 7)).toMatchObject({ open: false, hours: null });
    expect(body.holidaySchedules).toEqual([
      { name: 'Crăciun', notificationMessage: 'Suntem închiși de Crăciun.', startDate: today, endDate: today },
    ]);
  });

  it('holidays: name and message required, dates today or later, end not before start', async () => {
    const api = stubFetchRoutes({ [INFO]: { body: businessInfo() } });
    const user = userEvent.setup();
    renderSchedule();
    await user.click(await screen.findByRole('tab', { name: 'Sărbători' }));
    await user.click(screen.getByRole('button', { name: 'Adaugă sărbătoare' }));
    const holiday = screen.getByRole('group', { name: 'Sărbătoarea 1' });
    fireEvent.change(within(holiday).getByLabelText('Data de început'), { target: { value: '2020-01-02' } });
    fireEvent.change(within(holiday).getByLabelText('Data de sfârșit'), { target: { value: '2020-01-01' } });
    // Saving from another tab opens the tab with the problem.
    await user.click(screen.getByRole('tab', { name: 'Program' }));
    await user.click(screen.getByRole('button', { name: 'Salvează programul' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Sărbători' })).toHaveAttribute('aria-selected', 'true'));
    expect(within(holiday).getByText('Denumirea sărbătorii este obligatorie.')).toBeVisible();
    expect(within(holiday).getByText('Mesajul pentru clienți este obligatoriu.')).toBeVisible();
    expect(within(holiday).getByText('Data trebuie să fie astăzi sau mai târziu.')).toBeVisible();
    expect(within(holiday).getByText('Data de sfârșit trebuie să fie după data de început.')).toBeVisible();
    expect(api.callsTo('POST', '/admin-service/setup/restaurant-schedule')).toHaveLength(0);
  });
});
