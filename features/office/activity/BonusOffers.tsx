'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { BffError, bffClient } from '@/features/auth/bff-client';
import { formatMoney } from '@/features/betting/bet-display';
import type { Bonus } from '@/server/upstream/schemas/office';
import styles from './Activity.module.css';

/** An available deposit bonus as the server rendered its terms (player's zone and formats). */
export interface BonusOffer {
  id: number;
  name: string;
  terms: string[];
  until: string | null;
  currency: string;
}

type Decision = { kind: 'taken' | 'refused'; text: string } | { kind: 'failed'; text: string };

/**
 * The deposit bonuses to take or refuse. A decided offer stays in place with what happened (the
 * server's words on a refusal) while the page's server parts are refreshed.
 */
export function BonusOffers({ lng, offers }: { lng: string; offers: BonusOffer[] }) {
  const t = useTranslations('officeActivity.bonuses');
  const router = useRouter();
  const [pending, setPending] = useState<{ id: number; action: 'take' | 'refuse' } | null>(null);
  const [decided, setDecided] = useState<Record<number, Decision>>({});
  // Offers the server no longer lists but the player just decided on stay visible.
  const [shown] = useState(() => new Map<number, BonusOffer>());
  for (const offer of offers) shown.set(offer.id, offer);
  const listed = [...shown.values()].filter(
    (offer) => offers.some((o) => o.id === offer.id) || decided[offer.id] !== undefined,
  );

  const decide = async (offer: BonusOffer, action: 'take' | 'refuse') => {
    setPending({ id: offer.id, action });
    try {
      const data = await bffClient.post<Bonus>(`/api/office/bonuses/${offer.id}?lang=${lng}`, {
        action,
      });
      const text =
        action === 'take'
          ? t('taken', {
              name: offer.name,
              amount: formatMoney(lng, data.amount ?? '0.00', data.currency),
            })
          : t('refused', { name: offer.name });
      setDecided((all) => ({
        ...all,
        [offer.id]: { kind: action === 'take' ? 'taken' : 'refused', text },
      }));
      router.refresh();
    } catch (error) {
      const text = error instanceof BffError && error.status < 500 ? error.message : t('failed');
      setDecided((all) => ({ ...all, [offer.id]: { kind: 'failed', text } }));
    } finally {
      setPending(null);
    }
  };

  if (listed.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('noOffers')}</p>
      </div>
    );
  }
  return (
    <ul className={styles.cards}>
      {listed.map((offer) => {
        const decision = decided[offer.id];
        const done = decision !== undefined && decision.kind !== 'failed';
        const busy = pending !== null;
        return (
          <li key={offer.id} className={styles.card} data-done={done || undefined}>
            <div className={styles.cardHead}>
              <h3 className={styles.cardTitle}>{offer.name}</h3>
              {offer.until && <span className={styles.muted}>{offer.until}</span>}
            </div>
            <ul className={styles.terms}>
              {offer.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
            {decision && (
              <p
                className={decision.kind === 'failed' ? styles.failure : styles.success}
                role={decision.kind === 'failed' ? 'alert' : 'status'}
              >
                {decision.text}
              </p>
            )}
            {!done && (
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.primary}
                  disabled={busy}
                  aria-label={t('takeLabel', { name: offer.name })}
                  onClick={() => void decide(offer, 'take')}
                >
                  {pending?.id === offer.id && pending.action === 'take' ? t('taking') : t('take')}
                </button>
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={busy}
                  aria-label={t('refuseLabel', { name: offer.name })}
                  onClick={() => void decide(offer, 'refuse')}
                >
                  {pending?.id === offer.id && pending.action === 'refuse'
                    ? t('refusing')
                    : t('refuse')}
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
