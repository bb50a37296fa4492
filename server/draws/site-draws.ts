import 'server-only';
import { cache } from 'react';
import { requestIdentity } from '@/server/config/site-config';
import { playerUpstream, readAsPlayer } from '@/server/session/player-upstream';
import type { LottoTicket } from '@/server/upstream/schemas/lotto';
import type { TotoCoupon } from '@/server/upstream/schemas/toto';
import { drawsCatalogue, drawsPlayerApi } from './draws-api';

/**
 * The toto and lotto as this request's site sees them: the shared draws (cached across requests
 * in draws-api.ts, once per request here) and the signed-in player's coupons and tickets.
 */
const catalogue = cache(async () => drawsCatalogue((await requestIdentity()).origin));

export const getTotos = cache(async (lng: string) => (await catalogue()).totos(lng));
export const getToto = cache(async (slug: string, lng: string) =>
  (await catalogue()).toto(slug, lng),
);
export const getTotoDraws = cache(async (slug: string, page: number, lng: string) =>
  (await catalogue()).totoDraws(slug, page, lng),
);
export const getLotteries = cache(async (lng: string) => (await catalogue()).lotteries(lng));
export const getLottery = cache(async (slug: string, lng: string) =>
  (await catalogue()).lottery(slug, lng),
);
export const getLottoResults = cache(async (lottery: string | undefined, page: number) =>
  (await catalogue()).results(lottery, page),
);

export const getTotoCoupons = cache(async (lng: string): Promise<TotoCoupon[] | null> =>
  readAsPlayer((upstream) => drawsPlayerApi.totoCoupons(upstream, lng)),
);

export const getLottoTickets = cache(
  async (lottery: string | undefined, lng: string): Promise<LottoTicket[] | null> =>
    readAsPlayer((upstream) => drawsPlayerApi.lottoTickets(upstream, lottery, lng)),
);

/** Whether the page is rendered for a signed-in player (no upstream call). */
export const isPlayer = cache(async () => (await playerUpstream()) !== null);
