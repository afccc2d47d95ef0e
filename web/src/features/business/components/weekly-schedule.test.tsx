import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scheduleDay } from '@/testing/business-fixtures';
import type { Schedule } from '@/types/api';
import { WeeklySchedule } from './weekly-schedule';

const SCHEDULES: Schedule[] = [
  ...[1, 2, 3, 4, 5].map((d) => scheduleDay({ scheduleType: 'REGULAR', dayOfWeek: d, open: true, openingTime: '08:00', closingTime: '20:00' })),
  scheduleDay({ scheduleType: 'REGULAR', dayOfWeek: 6, open: true, hours: '09:00 - 14:00' }),
  scheduleDay({ scheduleType: 'REGULAR', dayOfWeek: 7, open: false }),
  scheduleDay({ scheduleType: 'DELIVERY', dayOfWeek: 7, open: true, hours: '11:00 - 15:00' }),
];

describe('weekly schedule', () => {
  it('lists the days in Romanian, closed days as "Închis" and highlights today', () => {
    // Wednesday 10:00 in Bucharest.
    render(<WeeklySchedule schedules={SCHEDULES} now={new Date('2025-07-02T07:00:00Z')} />);
    const list = screen.getByLabelText('Programul săptămânal');
    const names = within(list).getAllByRole('term').map((t) => t.textContent);
    expect(names).toEqual(['Luni', 'Marți', 'Miercuriazi', 'Joi', 'Vineri', 'Sâmbătă', 'Duminică']);
    const today = list.querySelector('[aria-current="date"]')!;
    expect(today).toHaveTextContent('Miercuri');
    expect(today).toHaveTextContent('08:00 – 20:00');
    expect(within(list).getByText('09:00 – 14:00')).toBeInTheDocument();
    expect(within(list).getByText('Închis')).toBeInTheDocument();
  });
});
