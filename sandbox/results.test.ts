/** @jest-environment node */
import {
  gameStatsAnswerSchema,
  liveResultsAnswerSchema,
  resultsAnswerSchema,
  standingsAnswerSchema,
  zoneResultsAnswerSchema,
} from '@contract/results';
import { roundPairings } from './results-season';
import type { TestSandbox } from './test-harness';
import { startTestSandbox } from './test-harness';

const API = '/results-api/v1';
/** Wednesday 18 November 2026, 21:00 UTC. */
const NOW = Date.UTC(2026, 10, 18, 21, 0);

function firstError(body: unknown) {
  return (body as { errors: { code?: string; source?: Record<string, string> }[] }).errors[0];
}

describe('round-robin schedule', () => {
  it.each([20, 18, 7])('pairs every team with every other once per cycle (%i teams)', (teams) => {
    const rounds = teams % 2 === 0 ? teams - 1 : teams;
    const met = new Set<string>();
    for (let matchday = 0; matchday < rounds; matchday++) {
      const playing = roundPairings(teams, matchday).flat();
      expect(new Set(playing).size).toBe(playing.length);
      for (const [a, b] of roundPairings(teams, matchday)) met.add([a, b].sort().join('-'));
    }
    expect(met.size).toBe((teams * (teams - 1)) / 2);
  });
});

describe('results API', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ now: () => NOW });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('lists a past day’s finished events by sport and championship, the same every time', async () => {
    const first = await sandbox.call('GET', `${API}/results?date=2026-11-16&lang=en`);
    const answer = resultsAnswerSchema.parse(first.body);
    expect(answer.data.date).toBe('2026-11-16');
    expect(answer.meta.dates[0]).toBe('2026-11-18');
    expect(answer.meta.dates).toHaveLength(30);
    const events = answer.data.sports.flatMap((s) => s.champs.flatMap((c) => c.events));
    expect(events.length).toBeGreaterThan(20);
    for (const event of events) expect(event.startTime.slice(0, 10)).toBe('2026-11-16');
    expect(answer.data.sports.map((s) => s.name)).toContain('Football');
    const again = await sandbox.call('GET', `${API}/results?date=2026-11-16&lang=en`);
    expect(again.body).toEqual(first.body);

    const ru = resultsAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/results?date=2026-11-16&lang=ru`)).body,
    );
    expect(ru.data.sports.map((s) => s.name)).toContain('Футбол');
  });

  it('lists only what is over today and refuses a day out of range', async () => {
    const today = resultsAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/results?date=2026-11-18`)).body,
    );
    for (const sport of today.data.sports)
      for (const champ of sport.champs)
        for (const event of champ.events) expect(Date.parse(event.startTime)).toBeLessThan(NOW);

    for (const date of ['2026-11-19', '2026-10-01']) {
      const refused = await sandbox.call('GET', `${API}/results?date=${date}`);
      expect(refused.status).toBe(400);
      expect(firstError(refused.body)).toMatchObject({
        code: 'date_out_of_range',
        source: { parameter: 'date' },
      });
    }
    const malformed = await sandbox.call('GET', `${API}/results?date=18.11.2026`);
    expect(malformed.status).toBe(400);
    expect(firstError(malformed.body)).toMatchObject({ source: { parameter: 'date' } });
  });

  it('shows events in play with their current score and state', async () => {
    const live = liveResultsAnswerSchema.parse((await sandbox.call('GET', `${API}/live`)).body);
    const events = live.data.sports.flatMap((s) => s.champs.flatMap((c) => c.events));
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event.statusText).not.toBe('Finished');
  });

  it('lists the latest virtual sports results, newest first', async () => {
    const zone = zoneResultsAnswerSchema.parse((await sandbox.call('GET', `${API}/zone`)).body);
    expect(zone.data.map((s) => s.slug)).toEqual([
      'virtual-football',
      'virtual-horse-racing',
      'virtual-greyhounds',
    ]);
    for (const sport of zone.data) {
      const starts = sport.events.map((e) => Date.parse(e.startTime));
      expect(starts).toEqual([...starts].sort((a, b) => b - a));
      expect(Math.max(...starts)).toBeLessThan(NOW);
    }
    expect(zone.data[1]?.events[0]?.result).toMatchObject({ kind: 'placings' });
  });

  it('computes league tables from the season’s results', async () => {
    const tables = standingsAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/standings?lang=en`)).body,
    ).data;
    const premier = tables.find((t) => t.champName === 'Premier League');
    expect(premier?.season).toBe('2026/27');
    expect(premier?.rows).toHaveLength(20);
    const rows = premier?.rows ?? [];
    for (const row of rows) {
      expect(row.won + row.drawn + row.lost).toBe(row.played);
      expect(row.points).toBe(row.won * 3 + row.drawn);
    }
    const played = rows.reduce((sum, row) => sum + row.played, 0);
    const scored = rows.reduce((sum, row) => sum + row.scored, 0);
    const conceded = rows.reduce((sum, row) => sum + row.conceded, 0);
    expect(played).toBeGreaterThan(0);
    expect(scored).toBe(conceded);
    for (let i = 1; i < rows.length; i++) {
      expect((rows[i - 1]?.points ?? 0) >= (rows[i]?.points ?? 0)).toBe(true);
    }
    expect(tables.some((t) => t.sportName === 'Tennis')).toBe(false);
  });

  it('gives one event’s head-to-head, form and standings; 404 for an unknown one', async () => {
    const day = resultsAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/results?date=2026-11-16`)).body,
    );
    const football = day.data.sports.find((s) => s.slug === 'football');
    const event = football?.champs[0]?.events[0];
    expect(event).toBeDefined();
    const stats = gameStatsAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/games/${event?.id}/stats?lang=en`)).body,
    ).data;
    expect(stats).toMatchObject({
      home: event?.home,
      away: event?.away,
      score: event?.score,
      status: 'finished',
    });
    expect(stats.form.home).toHaveLength(5);
    expect(stats.headToHead.length).toBeGreaterThan(0);
    for (const meeting of stats.headToHead) {
      expect([meeting.home, meeting.away].sort()).toEqual([stats.home, stats.away].sort());
      expect(Date.parse(meeting.startTime)).toBeLessThan(Date.parse(stats.startTime));
    }
    expect(stats.standings.map((r) => r.team).sort()).toEqual([stats.home, stats.away].sort());

    const missing = await sandbox.call('GET', `${API}/games/999999/stats`);
    expect(missing.status).toBe(404);
    expect(firstError(missing.body)).toMatchObject({ code: 'game_not_found' });
    expect((await sandbox.call('GET', `${API}/games/abc/stats`)).status).toBe(400);
  });
});
