/** @jest-environment node */
import { officeSettingsAnswerSchema } from '@/server/upstream/schemas/office-settings';
import type { TestSandbox } from './test-harness';
import { bearer, removeDb, signInToken, startTestSandbox } from './test-harness';

const SETTINGS = '/office-api/v1/settings';

let sandbox: TestSandbox;
let token: string;

beforeEach(async () => {
  sandbox = await startTestSandbox();
  token = await signInToken(sandbox);
});

afterEach(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});

const save = (body: unknown, bearerToken = token) =>
  sandbox.call('PUT', SETTINGS, body, bearer(bearerToken));

describe('office settings', () => {
  it('starts empty, keeps each saved setting and answers them all', async () => {
    const empty = await sandbox.call('GET', SETTINGS, undefined, bearer(token));
    expect(empty.status).toBe(200);
    expect(officeSettingsAnswerSchema.parse(empty.body).data).toEqual({});

    expect((await save({ id: 'coefViewId', value: 2 })).status).toBe(200);
    const saved = await save({ id: 'is12h', value: true });
    expect(officeSettingsAnswerSchema.parse(saved.body).data).toEqual({
      coefViewId: 2,
      is12h: true,
    });
    await save({ id: 'coefViewId', value: 1 });
    const read = await sandbox.call('GET', SETTINGS, undefined, bearer(token));
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
    expect((await sandbox.call('GET', SETTINGS)).status).toBe(401);
  });
});
