import { getTranslations } from 'next-intl/server';
import { getDisplayClock } from '@/features/settings/server';
import { formatLongDateTime } from '@/features/settings';
import type { Maintenance } from '@/server/upstream/schemas/config';
import { LazyAnnounce } from './lazy-shell-parts';
import { upcomingMaintenance } from '@/features/notifications';

/** The upcoming-maintenance notice (issue 11 §4): the maintenance group's one bar at the top. */
export async function MaintenanceNotice({
  lng,
  maintenance,
}: {
  lng: string;
  maintenance: Maintenance;
}) {
  const upcoming = upcomingMaintenance(maintenance, Date.now());
  if (!upcoming) return null;
  const [t, clock] = await Promise.all([getTranslations('notifications'), getDisplayClock(lng)]);
  const from = formatLongDateTime(lng, clock, upcoming.startsAt);
  const text = upcoming.endsAt
    ? t('maintenance_planned', { from, until: formatLongDateTime(lng, clock, upcoming.endsAt) })
    : t('maintenance_planned_open', { from });
  const key = `maintenance:${upcoming.startsAt.toISOString()}`;
  return (
    <LazyAnnounce
      rememberKey={`notice_${key}`}
      notification={{
        key,
        kind: 'warning',
        group: 'maintenance',
        title: t('maintenance_title'),
        text,
      }}
    />
  );
}
