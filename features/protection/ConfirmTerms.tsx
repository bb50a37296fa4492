'use client';

import { useState } from 'react';
import { bffClient } from '@/features/bff';
import { browserNavigation } from '@/features/ui';
import { logoutAndLeave } from '@/features/auth';
import { useAppDispatch } from '@/features/store';
import styles from './Protection.module.css';

export interface TermsRuleView {
  title: string;
  link: string | null;
  subRules: { position: number; text: string }[];
}

export interface ConfirmTermsLabels {
  title: string;
  text: string;
  accept: string;
  logout: string;
  /** spec 01 §8 "Terms confirm error: information_confirm_terms_error". */
  error: string;
  unavailable: string;
  more: string;
}

/**
 * spec 01 §4 Terms confirmation: the changed terms with Accept, which returns the player to the
 * page they were sent from, and Log out (the ordinary logout, then home).
 */
export function ConfirmTerms({
  lng,
  rules,
  returnUrl,
  labels,
}: {
  lng: string;
  /** null when the terms text could not be had. */
  rules: readonly TermsRuleView[] | null;
  returnUrl: string;
  labels: ConfirmTermsLabels;
}) {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<'accept' | 'logout' | null>(null);
  const [failed, setFailed] = useState(false);

  async function accept() {
    setPending('accept');
    setFailed(false);
    try {
      await bffClient.post('/api/terms/accept');
      browserNavigation.assign(returnUrl);
    } catch {
      setFailed(true);
      setPending(null);
    }
  }

  async function leave() {
    setPending('logout');
    await dispatch(logoutAndLeave(lng));
  }

  return (
    <section className={styles.confirm} aria-labelledby="confirm-terms-title">
      <h1 id="confirm-terms-title">{labels.title}</h1>
      <p className={styles.lead}>{labels.text}</p>
      {rules === null ? (
        <p className={styles.error}>{labels.unavailable}</p>
      ) : (
        <div className={styles.rules} tabIndex={0} aria-label={labels.title}>
          {rules.map((rule) => (
            <section key={rule.title}>
              <h2>{rule.title}</h2>
              <ol>
                {rule.subRules.map((sub) => (
                  <li key={sub.position}>{sub.text}</li>
                ))}
              </ol>
              {rule.link && (
                <a href={rule.link} target="_blank" rel="noopener noreferrer">
                  {labels.more}
                </a>
              )}
            </section>
          ))}
        </div>
      )}
      {failed && (
        <p className={styles.error} role="alert">
          {labels.error}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          disabled={pending !== null}
          aria-busy={pending === 'logout'}
          onClick={() => void leave()}
        >
          {labels.logout}
        </button>
        <button
          type="button"
          className={styles.primary}
          disabled={pending !== null || rules === null}
          aria-busy={pending === 'accept'}
          onClick={() => void accept()}
        >
          {labels.accept}
        </button>
      </div>
    </section>
  );
}
