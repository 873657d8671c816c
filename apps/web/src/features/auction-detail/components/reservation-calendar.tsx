// The trade-date calendar: Korean month, weekday and accessibility labels (react-day-picker's ko locale), days before today (Seoul) disabled, one day chosen.
import { DayPicker } from 'react-day-picker';
import { ko } from 'react-day-picker/locale';
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
