import 'server-only';
import { cache } from 'react';
import { isSignedOut, playerUpstream } from '@/server/session/player-upstream';
import type {
  Cashback,
  CashbackProgramme,
  Rewards,
} from '@/server/upstream/schemas/office-loyalty';
import { loyaltyApi } from './loyalty-api';

/**
 * The cashback and rewards pages' reads for the server render: null for a visitor or a player
 * whose token the upstream no longer takes; other failures are thrown for the page to say the
 * programme cannot be shown.
 */
async function asPlayer<T>(
  read: (upstream: NonNullable<Awaited<ReturnType<typeof playerUpstream>>>) => Promise<T>,
): Promise<T | null> {
  const upstream = await playerUpstream();
  if (!upstream) return null;
  try {
    return await read(upstream);
  } catch (error) {
    if (isSignedOut(error)) return null;
    throw error;
  }
}

export const getCashback = cache(async (programme: CashbackProgramme): Promise<Cashback | null> =>
  asPlayer((upstream) => loyaltyApi.cashback(upstream, programme)),
);

export const getRewards = cache(async (): Promise<Rewards | null> =>
  asPlayer((upstream) => loyaltyApi.rewards(upstream)),
);
