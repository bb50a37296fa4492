/** @jest-environment node */
import { gamesAnswerSchema } from '@contract/casino';
import {
  bonusGamesAnswerSchema,
  casinoOfferAnswerSchema,
  casinoOffersAnswerSchema,
  gamesLandingAnswerSchema,
  partnerOfferAnswerSchema,
  promoCodesAnswerSchema,
  tournamentAnswerSchema,
  tournamentsAnswerSchema,
  type GamesSelection,
} from '@contract/cms-bonus';
import { BONUS_GAMES, CASINO_OFFERS, GAMES_LANDINGS, TOURNAMENTS } from './cms-bonus-content';
import type { TestSandbox } from './test-harness';
import { startTestSandbox } from './test-harness';

const API = '/cms-api/v1';
/** Wednesday 18 November 2026, 10:30 UTC. */
const NOW = Date.parse('2026-11-18T10:30:00Z');

function firstError(body: unknown) {
  return (body as { errors: { code?: string; source?: Record<string, string> }[] }).errors[0];
}

describe('CMS bonus API', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ now: () => NOW });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('lists casino bonuses and promotions, narrowed by kind, in the asked language', async () => {
    const all = casinoOffersAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/casino-offers?lang=en`)).body,
    );
    expect(new Set(all.data.map((o) => o.kind))).toEqual(new Set(['bonus', 'promotion']));
    const promotions = casinoOffersAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/casino-offers?lang=ru&kind=promotion`)).body,
    );
    expect(promotions.data.map((o) => o.slug)).toEqual(['spring-spins', 'drops-and-wins']);
    expect(promotions.data[0]?.title).toMatch(/[а-я]/);
    expect((await sandbox.call('GET', `${API}/casino-offers?kind=jackpot`)).status).toBe(400);

    const one = casinoOfferAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/casino-offers/slot-first-deposit?lang=en`)).body,
    );
    expect(one.data).toMatchObject({ kind: 'bonus', games: { category: 'slots' } });
    const missing = await sandbox.call('GET', `${API}/casino-offers/no-such-bonus`);
    expect(missing.status).toBe(404);
    expect(firstError(missing.body)).toMatchObject({
      code: 'offer_not_found',
      source: { parameter: 'slug' },
    });
  });

  it('runs the weekly race this week, the live masters next month, the cup is over', async () => {
    const { data } = tournamentsAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/tournaments?lang=en`)).body,
    );
    const period = (slug: string) => {
      const found = data.find((t) => t.slug === slug);
      return [found?.startsAt, found?.endsAt];
    };
    expect(period('weekly-race')).toEqual(['2026-11-16T00:00:00.000Z', '2026-11-22T23:59:59.000Z']);
    expect(period('live-masters')).toEqual([
      '2026-12-01T00:00:00.000Z',
      '2026-12-14T23:59:59.000Z',
    ]);
    expect(Date.parse(period('autumn-jackpot-cup')[1] ?? '')).toBeLessThan(NOW);
  });

  it('answers a tournament with its leaderboard: prizes for places 1–10 only', async () => {
    const { data } = tournamentAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/tournaments/weekly-race?lang=en`)).body,
    );
    expect(data.tournament.prizePool).toEqual({ amount: 10000, currency: 'EUR' });
    expect(data.leaderboard[0]).toEqual({
      place: 1,
      player: 'Lu***42',
      points: 18450,
      prize: '€3,000',
    });
    expect(data.leaderboard[9]?.prize).toBe('€500');
    expect(data.leaderboard[10]?.prize).toBeNull();
    expect(data.leaderboardUpdatedAt).toBe('2026-11-18T10:00:00.000Z');

    const upcoming = tournamentAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/tournaments/live-masters?lang=ru`)).body,
    );
    expect(upcoming.data.leaderboard).toEqual([]);
    expect((await sandbox.call('GET', `${API}/tournaments/no-such-race`)).status).toBe(404);
    expect((await sandbox.call('GET', `${API}/tournaments/Bad_Slug`)).status).toBe(400);
  });

  it('answers partner offers, bonus games, games landings and promo codes; 404 otherwise', async () => {
    const partner = partnerOfferAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/partner-offers/partner-cup?lang=en`)).body,
    );
    expect(partner.data).toMatchObject({ code: 'CUP50', cta: { action: 'registration' } });
    const games = bonusGamesAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/bonus-games/welcome?lang=ru`)).body,
    );
    expect(games.data.contributions[0]).toEqual({ label: 'Слоты', percent: 100 });
    const landing = gamesLandingAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/games-landings/summer?lang=en`)).body,
    );
    expect(landing.data.headline).toBe('Summer quest in the bonus games');
    const codes = promoCodesAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/promo-codes?lang=en`)).body,
    );
    expect(codes.data.codes.map((c) => c.code)).toContain('SPIN25');
    for (const path of ['partner-offers/nobody', 'bonus-games/nobody', 'games-landings/nobody']) {
      expect((await sandbox.call('GET', `${API}/${path}`)).status).toBe(404);
    }
  });

  it('names only games the casino catalogue has', async () => {
    const selections: GamesSelection[] = [
      ...CASINO_OFFERS.flatMap((o) => (o.games ? [o.games] : [])),
      ...TOURNAMENTS.map((t) => t.games),
      ...BONUS_GAMES.map((b) => b.games),
      ...GAMES_LANDINGS.map((l) => l.games),
    ];
    for (const selection of selections) {
      const query = new URLSearchParams(selection as Record<string, string>);
      const answer = await sandbox.call('GET', `/casino-api/v1/games?${query}`);
      expect({ selection, status: answer.status }).toEqual({ selection, status: 200 });
      expect(gamesAnswerSchema.parse(answer.body).meta.total).toBeGreaterThan(0);
    }
  });
});
