/** @jest-environment node */
import { gameAnswerSchema, gamesAnswerSchema } from '@/server/upstream/schemas/line';
import { videoTokenAnswerSchema } from '@/server/upstream/schemas/media';
import type { TestSandbox } from './test-harness';
import { bearer, removeDb, signInToken, startTestSandbox } from './test-harness';

const UPDATE_TOKEN = '/web-api/user/updatetoken';

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
