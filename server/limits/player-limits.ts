import 'server-only';
import { cache } from 'react';
import { isSignedOut, playerUpstream } from '@/server/session/player-upstream';
import type { AvailableLimit, Limit, SelfExcludeReason } from '@/server/upstream/schemas/limits';
import { limitsApi } from './limits-api';

export interface PlayerLimits {
  limits: Limit[];
  /** The upstream's clock when the limits were read, epoch s. */
  now: number;
  available: AvailableLimit[];
  reasons: SelfExcludeReason[];
}

/** The signed-in player's limits with their options and reasons, or null for a visitor. */
export const getPlayerLimits = cache(async (lng: string): Promise<PlayerLimits | null> => {
  const upstream = await playerUpstream();
  if (!upstream) return null;
  try {
    const [{ limits, now }, available, reasons] = await Promise.all([
      limitsApi.limits(upstream, lng),
      limitsApi.available(upstream),
      limitsApi.selfExcludeReasons(upstream, lng),
    ]);
    return { limits, now, available, reasons };
  } catch (error) {
    if (isSignedOut(error)) return null;
    throw error;
  }
});
