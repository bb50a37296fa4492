import { getOfferedSports } from '@/server/line/line-api';
import { log } from '@/server/log';
import { LazyPreferencesForm, LazySportsBlacklist } from './lazy-parts';
import type { OfferedSport } from './SportsBlacklist';
import styles from './SportsBlacklist.module.css';

/**
 * Every sport of the line and of live, each once (line order first): the player may hide a sport
 * in live that has no game in play right now. Null when the line cannot be had.
 */
async function offeredSports(lng: string): Promise<OfferedSport[] | null> {
  try {
    const lists = await Promise.all([getOfferedSports(lng, 'line'), getOfferedSports(lng, 'live')]);
    const byId = new Map<number, OfferedSport>();
    for (const sport of lists.flat()) {
      if (!byId.has(sport.id)) byId.set(sport.id, { id: sport.id, name: sport.name });
    }
    return [...byId.values()];
  } catch (error) {
    log.error('settings: sports list unavailable', { error });
    return null;
  }
}

/**
 * office/settings: the display preferences (spec 02 §3 "Global settings") and the sports hidden in
 * the line and in live (spec 01 §7 "save disallowed sports").
 */
export async function SettingsPage({ lng }: { lng: string }) {
  const sports = await offeredSports(lng);
  return (
    <div className={styles.page}>
      <LazyPreferencesForm />
      <LazySportsBlacklist sports={sports} />
    </div>
  );
}
