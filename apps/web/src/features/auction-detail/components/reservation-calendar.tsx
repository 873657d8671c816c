// The trade-date calendar: Korean month and weekday names, days before today (Seoul) disabled, one day chosen.
import { DayPicker } from 'react-day-picker';
import { ko } from 'date-fns/locale/ko';
import 'react-day-picker/style.css';
import styles from './reservation-calendar.module.css';

type ReservationCalendarProps = {
  today: Date;
  selected: Date;
  onSelect: (day: Date) => void;
};

export function ReservationCalendar({ today, selected, onSelect }: ReservationCalendarProps) {
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
        disabled={{ before: today }}
        today={today}
      />
    </div>
  );
}
