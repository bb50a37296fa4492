/** @jest-environment node */
import {
  disallowedSportsAnswerSchema,
  officeSettingsAnswerSchema,
} from '@contract/office-settings';
import { userConfigAnswerSchema } from '@contract/user';
import { bearer, withSignedInSandbox } from './test-harness';

const SETTINGS = '/office-api/v1/settings';

const demo = withSignedInSandbox();

const save = (body: unknown, bearerToken = demo.token) =>
  demo.sandbox.call('PUT', SETTINGS, body, bearer(bearerToken));

describe('office settings', () => {
  it('starts empty, keeps each saved setting and answers them all', async () => {
    const empty = await demo.sandbox.call('GET', SETTINGS, undefined, bearer(demo.token));
    expect(empty.status).toBe(200);
    expect(officeSettingsAnswerSchema.parse(empty.body).data).toEqual({});

    expect((await save({ id: 'coefViewId', value: 2 })).status).toBe(200);
    const saved = await save({ id: 'is12h', value: true });
    expect(officeSettingsAnswerSchema.parse(saved.body).data).toEqual({
      coefViewId: 2,
      is12h: true,
    });
    await save({ id: 'coefViewId', value: 1 });
    const read = await demo.sandbox.call('GET', SETTINGS, undefined, bearer(demo.token));
    expect(officeSettingsAnswerSchema.parse(read.body).data).toEqual({
      coefViewId: 1,
      is12h: true,
    });
  });

  it.each([
    ['an unknown id', { id: 'isAdmin', value: 1 }],
    ['a text value', { id: 'timeZone', value: '3' }],
    ['an extra field', { id: 'timeZone', value: 3, userId: 1 }],
    ['no value', { id: 'timeZone' }],
  ])('refuses %s with 400', async (_name, body) => {
    expect((await save(body)).status).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await demo.sandbox.call('GET', SETTINGS)).status).toBe(401);
  });
});

describe('disallowed sports (spec 01 §7, spec 02 §3 disallow_line_sport / disallow_live_sport)', () => {
  const SPORTS = `${SETTINGS}/disallowed-sports`;
  const saveSports = (body: unknown, bearerToken = demo.token) =>
    demo.sandbox.call('PUT', SPORTS, body, bearer(bearerToken));
  const config = async () =>
    userConfigAnswerSchema.parse(
      (await demo.sandbox.call('GET', '/web-api/user/config', undefined, bearer(demo.token))).body,
    ).data;

  it('saves both lists and the user config answers them sorted, each id once', async () => {
    const saved = await saveSports({ disallow_line_sport: [4, 1, 4], disallow_live_sport: [40] });
    expect(saved.status).toBe(200);
    expect(disallowedSportsAnswerSchema.parse(saved.body).data).toEqual({
      disallow_line_sport: [1, 4],
      disallow_live_sport: [40],
    });
    const after = await config();
    expect(after.disallow_line_sport).toEqual([1, 4]);
    expect(after.disallow_live_sport).toEqual([40]);

    await saveSports({ disallow_line_sport: [], disallow_live_sport: [] });
    const cleared = await config();
    expect(cleared.disallow_line_sport).toEqual([]);
    expect(cleared.disallow_live_sport).toEqual([]);
    // The rest of the config is the player's as before.
    expect(cleared.verification_status).toBe(after.verification_status);
  });

  it.each([
    ['a missing list', { disallow_line_sport: [1] }],
    ['a text id', { disallow_line_sport: ['1'], disallow_live_sport: [] }],
    ['a zero id', { disallow_line_sport: [0], disallow_live_sport: [] }],
    ['an extra field', { disallow_line_sport: [], disallow_live_sport: [], userId: 2 }],
  ])('refuses %s with 400 and keeps the lists', async (_name, body) => {
    const before = await config();
    expect((await saveSports(body)).status).toBe(400);
    expect((await config()).disallow_line_sport).toEqual(before.disallow_line_sport);
  });

  it('answers 401 without a token', async () => {
    const answer = await demo.sandbox.call('PUT', SPORTS, {
      disallow_line_sport: [],
      disallow_live_sport: [],
    });
    expect(answer.status).toBe(401);
  });
});
