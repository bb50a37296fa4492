'use client';

import { useState } from 'react';
import { setPreferenceCookie } from '@/features/ui';
import { AGE_ACK_MAX_AGE_S, AGE_COOKIE } from './protection-rules';
import styles from './Protection.module.css';

export interface AgeWarningLabels {
  title: string;
  description: string;
  confirm: string;
}

/**
 * spec 01 §4 Age restriction: shown once, the acknowledgement remembered for 3 days (spec 01 §9)
 * in a cookie, so the server leaves the warning out of the next pages and nothing flashes. A bar
 * above the header, not a modal: the site stays usable while it is there.
 */
export function AgeWarning({ minAge, labels }: { minAge: number; labels: AgeWarningLabels }) {
  const [shown, setShown] = useState(true);
  if (!shown) return null;

  function acknowledge() {
    setPreferenceCookie(AGE_COOKIE, '1', AGE_ACK_MAX_AGE_S);
    setShown(false);
  }

  return (
    <section className={styles.ageBar} aria-labelledby="age-warning-title">
      <span className={styles.ageBadge} aria-hidden="true">
        {minAge}+
      </span>
      <div className={styles.ageText}>
        <strong id="age-warning-title">{labels.title}</strong>
        <span>{labels.description}</span>
      </div>
      <button type="button" className={styles.primary} onClick={acknowledge}>
        {labels.confirm}
      </button>
    </section>
  );
}
