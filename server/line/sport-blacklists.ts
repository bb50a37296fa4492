import 'server-only';
import { cache } from 'react';
import type { Stream } from '@/server/upstream/schemas/line';
import { getSharedPlayer } from '@/server/session/viewer';
import { getPlayerConfig } from '@/server/user/player-state';

/** The sports a player does not want to see, per stream. */
export type HiddenSports = Readonly<Record<Stream, ReadonlySet<number>>>;

export const NO_HIDDEN_SPORTS: HiddenSports = { line: new Set(), live: new Set() };

/**
 * spec 02 §6 "Per-user sports blacklists restrict line and live sports": the signed-in player's
 * `disallow_line_sport` / `disallow_live_sport` for this render, from the user config the page's
 * guards read anyway (one upstream call per request). A visitor, or a player whose config cannot
 * be had, hides nothing: the line is never lost to a missing preference. A page shared by players
 * hides what the class it is rendered for hides.
 */
export const getHiddenSports = cache(async (): Promise<HiddenSports> => {
  const shared = await getSharedPlayer();
  if (shared) return { line: new Set(shared.hidden.line), live: new Set(shared.hidden.live) };
  const player = await getPlayerConfig();
  if (player.kind !== 'player') return NO_HIDDEN_SPORTS;
  return {
    line: new Set(player.config.disallow_line_sport),
    live: new Set(player.config.disallow_live_sport),
  };
});

/** `items` without those of a hidden sport. */
export function withoutHiddenSports<T>(
  items: readonly T[],
  hidden: ReadonlySet<number>,
  sportIdOf: (item: T) => number,
): T[] {
  return hidden.size === 0 ? [...items] : items.filter((item) => !hidden.has(sportIdOf(item)));
}
