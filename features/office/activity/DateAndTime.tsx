import { formatDateAndTime } from '@/features/betting';
import type { DisplayClock } from '@/features/settings';
import styles from './Activity.module.css';

/** A time in the player's zone and clock (spec 02 §3), the date above the time. */
export function DateAndTime({
  lng,
  clock,
  iso,
}: {
  lng: string;
  clock: DisplayClock;
  iso: string;
}) {
  const { date, time } = formatDateAndTime(lng, clock, iso);
  return (
    <time dateTime={iso} className={styles.date}>
      {date}
      <span className={styles.time}>{time}</span>
    </time>
  );
}
