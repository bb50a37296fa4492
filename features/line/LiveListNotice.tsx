'use client';

import { useState } from 'react';
import { useLiveListIds } from '@/features/live';
import { SiteLink } from '@/features/ui';
import styles from './SportLine.module.css';

/**
 * Games that went live after the list was rendered: the stream says which, and the player chooses
 * when the list is drawn again (a page never re-renders itself under the player's cursor). What
 * the stream's first snapshot already held is not new: the games of sports the player hides are
 * in the stream but not on the page.
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
  const shownKey = shownIds.join(',');
  const [known, setKnown] = useState<{ shown: string; ids: ReadonlySet<string> } | null>(null);
  if (!live) return null;
  if (known?.shown !== shownKey) {
    // The first snapshot, or the list drawn again: what the page knows from here on.
    setKnown({ shown: shownKey, ids: new Set([...shownIds.map(String), ...Object.keys(live)]) });
    return null;
  }
  const count = Object.keys(live).filter((id) => !known.ids.has(id)).length;
  if (count === 0) return null;
  return (
    <p className={styles.liveNotice} role="status">
      {text.replace('{count}', String(count))} <SiteLink href={href}>{action}</SiteLink>
    </p>
  );
}
