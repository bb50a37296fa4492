'use client';

import { useAppSelector } from '@/features/store';
import type { LiveGameState } from '@/server/live/wire';
import type { LiveOutcome } from './liveSlice';

/** The outcome as the live stream last gave it; undefined before it said anything of it. */
export function useLiveOutcome(id: number): LiveOutcome | undefined {
  return useAppSelector((state) => state.live.outcomes[id]);
}

/** The game as the live stream last gave it; null when it left the view; undefined before. */
export function useLiveGame(id: number): LiveGameState | null | undefined {
  return useAppSelector((state) => state.live.games[id]);
}

/** The ids of a followed live list's games (as keys); undefined until its snapshot. */
export function useLiveListIds(sportId: number): Readonly<Record<string, true>> | undefined {
  return useAppSelector((state) => state.live.members[`list:${sportId}`]?.games);
}
