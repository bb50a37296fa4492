import type { ReactNode } from 'react';
import styles from './Status.module.css';

export type StatusTone = 'pending' | 'success' | 'neutral' | 'danger' | 'info';

/** A status label: text on a tint of the same hue, readable in both themes. */
export function Status({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={`${styles.status} ${styles[tone]}`}>{children}</span>;
}
