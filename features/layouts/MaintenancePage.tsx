import { getTranslations } from 'next-intl/server';
import { getDisplayClock } from '@/features/settings/server';
import { formatLongDateTime } from '@/features/settings';
import type { Maintenance } from '@/server/upstream/schemas/config';
import { minimalStyles as styles } from './MinimalLayout';

/** spec 01 §3 "Maintenance": the planned end is shown when the config gives one. */
export async function MaintenancePage({
  lng,
  maintenance,
}: {
  lng: string;
  /** The config's maintenance block; null when the process has no config (upstream down). */
  maintenance: Maintenance | null;
}) {
  const [t, clock] = await Promise.all([getTranslations('maintenance'), getDisplayClock(lng)]);
  const endsAt = maintenance?.ended_at ? new Date(maintenance.ended_at) : null;
  // In the visitor's zone and clock, like every other time of the site (spec 02 §3).
  const until =
    endsAt && !Number.isNaN(endsAt.getTime()) ? formatLongDateTime(lng, clock, endsAt) : null;
  return (
    <section className={styles.card} aria-labelledby="maintenance-title">
      <span className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="36" height="36">
          <path
            d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <h1 id="maintenance-title">{t('title')}</h1>
      <p>{t('text')}</p>
      {until && <p className={styles.when}>{t('until', { until })}</p>}
      <p>{t('betsSafe')}</p>
    </section>
  );
}
