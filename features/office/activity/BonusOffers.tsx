'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { bffClient } from '@/features/bff';
import { formatMoney } from '@/features/betting';
import { notify, queryErrorNotification, savedNotification } from '@/features/notifications';
import { useAppDispatch } from '@/features/store';
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

/**
 * The deposit bonuses to take or refuse. A decided offer leaves the list at once and a notice says
 * what happened (or the server's reason for refusing) while the page's server parts are refreshed.
 */
export function BonusOffers({ lng, offers }: { lng: string; offers: BonusOffer[] }) {
  const t = useTranslations('officeActivity.bonuses');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<{ id: number; action: 'take' | 'refuse' } | null>(null);
  // Until the refreshed page drops them, the offers just decided are hidden here.
  const [decided, setDecided] = useState<ReadonlySet<number>>(() => new Set());
  const listed = offers.filter((offer) => !decided.has(offer.id));
  const busy = pending !== null;

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
      setDecided((ids) => new Set(ids).add(offer.id));
      void dispatch(notify(savedNotification({ main_save_success: text })));
      router.refresh();
    } catch (error) {
      void dispatch(notify(queryErrorNotification(error, { main_query_error: t('failed') })));
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
      {listed.map((offer) => (
        <li key={offer.id} className={styles.card}>
          <div className={styles.cardHead}>
            <h3 className={styles.cardTitle}>{offer.name}</h3>
            {offer.until && <span className={styles.muted}>{offer.until}</span>}
          </div>
          <ul className={styles.terms}>
            {offer.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
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
        </li>
      ))}
    </ul>
  );
}
