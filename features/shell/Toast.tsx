import type { ReactNode } from 'react';
import styles from './Toast.module.css';

/**
 * A message at the bottom of the page that the player closes: what the site says about a step
 * the player just took (a cancelled navigation) or about the account (a reminder).
 */
export function Toast({
  tone = 'info',
  closeLabel,
  onClose,
  children,
}: {
  tone?: 'info' | 'alert';
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <div
      className={tone === 'alert' ? `${styles.notice} ${styles.alert}` : styles.notice}
      role="status"
    >
      <div className={styles.text}>{children}</div>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
