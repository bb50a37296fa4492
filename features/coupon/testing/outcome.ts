import type { Outcome } from '@/server/upstream/schemas/line';

/** A pre-match "1" of a Premier League game, as the line answers it: the coupon tests' bet. */
export function testOutcome(id = 7, gameId = 70, coef = 1.85): Outcome {
  return {
    id,
    gameId,
    sportId: 1,
    champId: 101,
    sportName: 'Football',
    champName: 'Premier League',
    opponents: ['Arsenal', 'Chelsea'],
    typeId: 1,
    kind: 1,
    marketName: '1X2',
    name: '1',
    param: null,
    coef,
    isLive: false,
    isBlocked: false,
  };
}
