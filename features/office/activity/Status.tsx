import type { ReactNode } from 'react';
import tones from '@/features/betting/BetStatus.module.css';
import styles from './Status.module.css';

export type StatusTone = 'pending' | 'success' | 'neutral' | 'danger' | 'info';

/** A status label: text on a tint of the same hue, readable in both themes. */
export function Status({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={`${styles.status} ${tones[tone]}`}>{children}</span>;
}
