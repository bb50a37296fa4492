/** The demo player's single coupon as the upstream answers it; also loads in jsdom tests. */
import type { Coupon } from '@/server/upstream/schemas/coupon';

export function couponFixture(patch: Partial<Coupon> = {}): Coupon {
  return {
    couponId: 10000001,
    typeId: 0,
    statusId: -1,
    status: 'gameNotStarted',
    accountId: 1,
    currency: 'RUB',
    amount: '150.00',
    coef: 1.85,
    possibleWin: '277.50',
    payout: null,
    systemValue: null,
    changeCoefAction: 2,
    coefViewId: 0,
    exactCoef: 0,
    placedAt: '2026-11-20T09:10:00.000Z',
    settledAt: null,
    bets: [
      {
        outcomeId: 1000001,
        gameId: 100001,
        sportId: 1,
        champId: 101,
        sportName: 'Football',
        champName: 'Premier League',
        opponents: ['Arsenal', 'Chelsea'],
        typeId: 1,
        kind: 1,
        marketName: '1X2',
        outcomeName: '1',
        param: null,
        coef: 1.85,
        requestedCoef: 1.85,
        blockId: null,
        isBanker: false,
        isLive: false,
        startTime: '2026-11-21T17:00:00.000Z',
        statusId: -1,
        status: 'gameNotStarted',
      },
    ],
    ...patch,
  };
}
