import type { BetStatusKey } from '@/server/upstream/schemas/coupon';
import { STATUS_TONES } from './bet-display';
import styles from './BetStatus.module.css';

/** A bet status as a coloured label (spec 02 §3 "Bet status ids"); the text carries the meaning. */
export function BetStatus({ status, label }: { status: BetStatusKey; label: string }) {
  return (
    <span className={`${styles.status} ${styles[STATUS_TONES[status]]}`} data-status={status}>
      {label}
    </span>
  );
}
