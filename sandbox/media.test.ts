/** @jest-environment node */
import { gameAnswerSchema, gamesAnswerSchema, MAX_GAME_EVENTS, type Game } from '@contract/line';
import { registerAnswerSchema } from '@contract/auth';
import { videoTokenAnswerSchema } from '@contract/media';
import type { TestSandbox } from './test-harness';
import { bearer, removeDb, signInToken, startTestSandbox } from './test-harness';

const UPDATE_TOKEN = '/web-api/user/updatetoken';

async function liveGames(): Promise<Game[]> {
  const live = await sandbox.call('GET', '/line-api/v1/games?stream=live&limit=500');
  return gamesAnswerSchema.parse(live.body).data;
}

async function videoToken(token: string): Promise<string> {
  const answer = await sandbox.call('POST', UPDATE_TOKEN, undefined, bearer(token));
  return videoTokenAnswerSchema.parse(answer.body).data.token;
}

/** The raw answer of GET /media-api/v1/video/:id (bytes, not JSON). */
async function video(id: string, headers: Record<string, string>) {
  const response = await fetch(`${sandbox.url}/media-api/v1/video/${id}`, { headers });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

let sandbox: TestSandbox;

beforeEach(async () => {
  sandbox = await startTestSandbox();
});

afterEach(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});

describe('POST /web-api/user/updatetoken', () => {
  it('answers a signed-in player a new video token on each call', async () => {
    const token = await signInToken(sandbox);
    const first = await sandbox.call('POST', UPDATE_TOKEN, undefined, bearer(token));
    expect(first.status).toBe(200);
    const { data } = videoTokenAnswerSchema.parse(first.body);
    const second = await sandbox.call('POST', UPDATE_TOKEN, undefined, bearer(token));
    expect(videoTokenAnswerSchema.parse(second.body).data.token).not.toBe(data.token);
  });

  it('401 unauthorized without a token or with one it did not sign', async () => {
    const anonymous = await sandbox.call('POST', UPDATE_TOKEN);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ errors: [{ code: 'unauthorized' }] });
    const forged = await sandbox.call('POST', UPDATE_TOKEN, undefined, bearer('a.b.c'));
    expect(forged.status).toBe(401);
  });
});

describe('game media in the line', () => {
  it('gives a few live games a video or a game zone, and no pre-match game any', async () => {
    const live = await sandbox.call('GET', '/line-api/v1/games?stream=live&limit=100');
    const line = await sandbox.call('GET', '/line-api/v1/games?stream=line&limit=100');
    const liveGames = gamesAnswerSchema.parse(live.body).data;
    const withMedia = liveGames.filter((game) => game.media);
    expect(withMedia.length).toBeGreaterThan(0);
    expect(withMedia.length).toBeLessThan(liveGames.length);
    for (const game of withMedia) {
      expect(game.media?.videoId ?? game.media?.zoneId).toBeDefined();
    }
    expect(withMedia.some((game) => game.media?.videoId)).toBe(true);
    expect(withMedia.some((game) => game.media?.zoneId)).toBe(true);
    expect(gamesAnswerSchema.parse(line.body).data.filter((game) => game.media)).toEqual([]);
    const [first] = withMedia;
    const one = await sandbox.call('GET', `/line-api/v1/games/${first?.id}`);
    expect(gameAnswerSchema.parse(one.body).data.media).toEqual(first?.media);
  });
});

describe('last events of a live game', () => {
  it('lists each scoring play newest first, with its side, points, the score after it and when', async () => {
    // Games the seed starts in play come with the plays that led to their score; ticks add more.
    await sandbox.call('POST', '/__sandbox/live/tick', { count: 40 });
    const games = await liveGames();
    const scored = games.filter((game) => game.score && game.score.home + game.score.away > 0);
    expect(scored.length).toBeGreaterThan(0);
    for (const game of scored) {
      const events = game.events ?? [];
      expect(events.length).toBeGreaterThan(0);
      expect(events.length).toBeLessThanOrEqual(MAX_GAME_EVENTS);
      // The newest play leads to the score shown; each play adds its points to one side.
      expect(events[0]?.score).toEqual(game.score);
      for (const [index, event] of events.entries()) {
        expect(event.when).not.toBe('');
        const older = events[index + 1];
        if (!older) continue;
        const other = event.side === 'home' ? 'away' : 'home';
        expect(event.score[event.side] - older.score[event.side]).toBe(event.points);
        expect(event.score[other]).toBe(older.score[other]);
      }
    }
    for (const game of games.filter((item) => item.score?.home === 0 && item.score.away === 0)) {
      expect(game.events).toEqual([]);
    }
    const [first] = scored;
    const one = await sandbox.call('GET', `/line-api/v1/games/${first?.id}`);
    expect(gameAnswerSchema.parse(one.body).data.events).toEqual(first?.events);
  });

  it('gives no events with a game that is not in play', async () => {
    const line = await sandbox.call('GET', '/line-api/v1/games?stream=line&limit=100');
    expect(gamesAnswerSchema.parse(line.body).data.filter((game) => game.events)).toEqual([]);
  });
});

describe('GET /media-api/v1/video/:videoId', () => {
  async function aVideoId(): Promise<string> {
    const id = (await liveGames()).find((game) => game.media?.videoId)?.media?.videoId;
    if (!id) throw new Error('no live game with a video');
    return id;
  }

  it('answers the player the clip, whole or in the byte range asked', async () => {
    const token = await signInToken(sandbox);
    const headers = { ...bearer(token), 'x-video-token': await videoToken(token) };
    const id = await aVideoId();
    const whole = await video(id, headers);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    // An MP4 opens with its ftyp box.
    expect(whole.bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const part = await video(id, { ...headers, range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${whole.bytes.length}`);
    expect(part.bytes).toEqual(whole.bytes.subarray(10, 20));
    const tail = await video(id, { ...headers, range: 'bytes=-8' });
    expect(tail.bytes).toEqual(whole.bytes.subarray(whole.bytes.length - 8));
    const beyond = await video(id, { ...headers, range: `bytes=${whole.bytes.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${whole.bytes.length}`);
  });

  it("refuses a call without a player, without a video token, or with another player's", async () => {
    const id = await aVideoId();
    const own = await signInToken(sandbox);
    expect((await video(id, {})).status).toBe(401);
    const missing = await sandbox.call('GET', `/media-api/v1/video/${id}`, undefined, bearer(own));
    // A missing video token is the caller's mistake, not an unknown player: 400, not 401.
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errors: [{ code: 'video_token_missing' }] });
    const registered = await sandbox.call('POST', '/auth-api/v1/register', {
      type: 'one_click',
      currencyIso: 'RUB',
      countryId: 1,
    });
    const { data: other } = registerAnswerSchema.parse(registered.body);
    if (other.status !== 'authorized') throw new Error('one-click registration did not sign in');
    const theirs = await videoToken(other.token);
    const refused = await sandbox.call('GET', `/media-api/v1/video/${id}`, undefined, {
      ...bearer(own),
      'x-video-token': theirs,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errors: [{ code: 'video_token_invalid' }] });
  });

  it('stops taking a video token 25 minutes after it was issued', async () => {
    const id = await aVideoId();
    const token = await signInToken(sandbox);
    const headers = { ...bearer(token), 'x-video-token': await videoToken(token) };
    await sandbox.call('POST', '/__sandbox/clock', { advanceS: 24 * 60 });
    const fresh = await signInToken(sandbox);
    expect((await video(id, { ...headers, ...bearer(fresh) })).status).toBe(200);
    await sandbox.call('POST', '/__sandbox/clock', { advanceS: 60 });
    const later = await signInToken(sandbox);
    expect((await video(id, { ...headers, ...bearer(later) })).status).toBe(403);
  });

  it('404 for a game with no video and a 400 for an id that is not one', async () => {
    const token = await signInToken(sandbox);
    const headers = { ...bearer(token), 'x-video-token': await videoToken(token) };
    const without = (await liveGames()).find((game) => !game.media?.videoId);
    const none = await sandbox.call(
      'GET',
      `/media-api/v1/video/v${without?.id}`,
      undefined,
      headers,
    );
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ errors: [{ code: 'video_not_found' }] });
    const bad = await sandbox.call('GET', '/media-api/v1/video/..%2Fetc', undefined, headers);
    expect(bad.status).toBe(400);
  });
});
