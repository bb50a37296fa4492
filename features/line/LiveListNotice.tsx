'use client';

import { useLiveListIds } from '@/features/live';
import { SiteLink } from '@/features/ui';
import styles from './SportLine.module.css';

/**
 * Games that went live after the list was rendered: the stream says which, and the player chooses
 * when the list is drawn again (a page never re-renders itself under the player's cursor).
 */
export function LiveListNotice({
  sportId,
  shownIds,
  href,
  text,
  action,
}: {
  sportId: number;
  /** Every game of the rendered list (all its pages). */
  shownIds: readonly number[];
  href: string;
  /** `{count}` games more. */
  text: string;
  action: string;
}) {
  const live = useLiveListIds(sportId);
  if (!live) return null;
  const shown = new Set(shownIds.map(String));
  const count = live.filter((id) => !shown.has(id)).length;
  if (count === 0) return null;
  return (
    <p className={styles.liveNotice} role="status">
      {text.replace('{count}', String(count))} <SiteLink href={href}>{action}</SiteLink>
    </p>
  );
}
