import { formatDateAndTime } from '@/features/betting';
import type { DisplayClock } from '@/features/settings';
import styles from './Contact.module.css';

/** A time on one line in the player's zone and clock (spec 02 §3). */
export function When({ lng, clock, iso }: { lng: string; clock: DisplayClock; iso: string }) {
  const { date, time } = formatDateAndTime(lng, clock, iso);
  return (
    <time dateTime={iso} className={styles.when}>
      {date}, {time}
    </time>
  );
}
