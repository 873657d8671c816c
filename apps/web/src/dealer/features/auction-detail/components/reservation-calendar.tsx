// The trade-date calendar: Korean month, weekday and accessibility labels (react-day-picker's ko locale), only today to
// RESERVATION_MAX_DAYS_AHEAD days ahead (Seoul) selectable, as the server allows; one day chosen.
import { RESERVATION_MAX_DAYS_AHEAD } from '@autobid/shared';
import { DayPicker } from 'react-day-picker';
import { ko } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import styles from './reservation-calendar.module.css';

type ReservationCalendarProps = {
  today: Date;
  selected: Date;
  onSelect: (day: Date) => void;
};

/** The last selectable trade date: `today` plus RESERVATION_MAX_DAYS_AHEAD calendar days. */
export function lastReservationDay(today: Date): Date {
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + RESERVATION_MAX_DAYS_AHEAD);
}

export function ReservationCalendar({ today, selected, onSelect }: ReservationCalendarProps) {
  const last = lastReservationDay(today);
  return (
    <div className={styles.calendar}>
      <DayPicker
        mode="single"
        required
        locale={ko}
        selected={selected}
        onSelect={onSelect}
        defaultMonth={selected}
        startMonth={today}
        endMonth={last}
        disabled={[{ before: today }, { after: last }]}
        today={today}
      />
    </div>
  );
}
