import 'server-only';
import { cache } from 'react';
import { readAsPlayer } from '@/server/session/player-upstream';
import type {
  Cashback,
  CashbackProgramme,
  Rewards,
} from '@/server/upstream/schemas/office-loyalty';
import { loyaltyApi } from './loyalty-api';

export const getCashback = cache(async (programme: CashbackProgramme): Promise<Cashback | null> =>
  readAsPlayer((upstream) => loyaltyApi.cashback(upstream, programme)),
);

export const getRewards = cache(async (): Promise<Rewards | null> =>
  readAsPlayer((upstream) => loyaltyApi.rewards(upstream)),
);
