import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReservationCalendar, lastReservationDay } from './reservation-calendar';

afterEach(cleanup);

describe('reservation calendar', () => {
  it('the last selectable day is 30 days after today, across a month end', () => {
    expect(lastReservationDay(new Date(2026, 10, 23))).toEqual(new Date(2026, 11, 23));
    expect(lastReservationDay(new Date(2026, 0, 31))).toEqual(new Date(2026, 2, 2));
  });

  it('offers today to 30 days ahead and refuses the 31st day and yesterday', () => {
    const onSelect = vi.fn();
    const today = new Date(2026, 10, 23);
    render(<ReservationCalendar today={today} selected={today} onSelect={onSelect} />);
    const cell = (iso: string) => document.querySelector(`[data-day="${iso}"]`);
    expect(cell('2026-11-22')?.getAttribute('data-disabled')).toBe('true');
    expect(cell('2026-11-23')?.hasAttribute('data-disabled')).toBe(false);
    // The next month holds the last day.
    fireEvent.click(screen.getByRole('button', { name: /다음/ }));
    expect(cell('2026-12-23')?.hasAttribute('data-disabled')).toBe(false);
    expect(cell('2026-12-24')?.getAttribute('data-disabled')).toBe('true');
    // And no month after it.
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: /다음/ }).getAttribute('aria-disabled'),
    ).toBe('true');
  });
});
