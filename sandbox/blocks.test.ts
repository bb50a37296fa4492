/** @jest-environment node */
import { blockAnswerSchema } from '@contract/config';
import { decideBlock } from './routes/blocks';
import type { TestSandbox } from './test-harness';
import { removeDb, startTestSandbox } from './test-harness';

const LIGHT = '/blocks-api/api/v1/block/light';
const PAGE = '/blocks-api/api/v2/block';
const LIGHT_QUERY = '?stage=1&auth=0&referralParams=&referralWHNMobile=&mainVipDomainAuthNeed=0';

let sandbox: TestSandbox;

beforeEach(async () => {
  sandbox = await startTestSandbox();
});

afterEach(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});

async function lightDecision() {
  const answer = await sandbox.call('GET', `${LIGHT}${LIGHT_QUERY}`);
  expect(answer.status).toBe(200);
  return blockAnswerSchema.parse(answer.body).data;
}

async function pageDecision(url: string, auth = false) {
  const answer = await sandbox.call('POST', PAGE, { auth, url });
  expect(answer.status).toBe(200);
  return blockAnswerSchema.parse(answer.body).data;
}

describe('block decisions', () => {
  it('answers not blocked by default', async () => {
    expect(await lightDecision()).toEqual({ displayTypeId: 0, templateTypeId: null });
    expect(await pageDecision('/en/line')).toEqual({ displayTypeId: 0, templateTypeId: null });
  });

  it('answers the site-wide block set through the control API, until it is cleared', async () => {
    const put = await sandbox.call('PUT', '/__sandbox/block', {
      displayTypeId: 1,
      templateTypeId: 13,
    });
    expect(put.status).toBe(200);

    expect(await lightDecision()).toEqual({ displayTypeId: 1, templateTypeId: 13 });
    expect(await pageDecision('/en/casino', true)).toEqual({
      displayTypeId: 1,
      templateTypeId: 13,
    });

    await sandbox.call('DELETE', '/__sandbox/block');
    expect(await lightDecision()).toEqual({ displayTypeId: 0, templateTypeId: null });
  });

  it('blocks the pages under a blocked prefix only', async () => {
    const added = await sandbox.call('POST', '/__sandbox/block-rules', {
      urlPrefix: '/en/casino/',
      displayTypeId: 1,
      templateTypeId: 17,
    });
    expect(added.status).toBe(201);

    const blocked = { displayTypeId: 1, templateTypeId: 17 };
    expect(await pageDecision('/en/casino')).toEqual(blocked);
    expect(await pageDecision('/en/casino/slots?page=2')).toEqual(blocked);
    expect(await pageDecision('https://betarena.example/en/casino/game/1/book')).toEqual(blocked);
    expect((await pageDecision('/en/casinos')).displayTypeId).toBe(0);
    expect((await pageDecision('/en/line')).displayTypeId).toBe(0);
    expect((await lightDecision()).displayTypeId).toBe(0);

    await sandbox.call('DELETE', '/__sandbox/block-rules');
    expect((await pageDecision('/en/casino')).displayTypeId).toBe(0);
  });

  it('lets the longest covering prefix decide', async () => {
    await sandbox.call('POST', '/__sandbox/block-rules', {
      urlPrefix: '/en/casino',
      displayTypeId: 1,
      templateTypeId: 4,
    });
    await sandbox.call('POST', '/__sandbox/block-rules', {
      urlPrefix: '/en/casino/free',
      displayTypeId: 0,
      templateTypeId: null,
    });

    expect(await pageDecision('/en/casino/free/demo')).toEqual({
      displayTypeId: 0,
      templateTypeId: null,
    });
    expect(await pageDecision('/en/casino/live')).toEqual({ displayTypeId: 1, templateTypeId: 4 });
  });

  it.each([
    ['auth=2', 'auth'],
    ['mainVipDomainAuthNeed=maybe', 'mainVipDomainAuthNeed'],
  ])('rejects the light query %s naming the field', async (query, parameter) => {
    const answer = await sandbox.call('GET', `${LIGHT}?${query}`);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [expect.objectContaining({ status: '400', source: { parameter } })],
    });
  });

  it.each([
    ['not JSON', 'auth=true'],
    ['auth as a string', { auth: 'yes', url: '/en' }],
    ['no url', { auth: false }],
  ])('rejects a page body with %s', async (_case, body) => {
    const answer = await sandbox.call('POST', PAGE, body);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errors: expect.arrayContaining([expect.anything()]) });
  });

  it('rejects a block rule without a path prefix', async () => {
    const answer = await sandbox.call('POST', '/__sandbox/block-rules', {
      urlPrefix: 'casino',
      displayTypeId: 1,
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [expect.objectContaining({ source: { pointer: '/urlPrefix' } })],
    });
  });
});

describe('decideBlock', () => {
  const rules = [
    { urlPrefix: '/', displayTypeId: 1, templateTypeId: 8 },
    { urlPrefix: '/en/rules', displayTypeId: 0, templateTypeId: null },
  ];

  it.each([
    ['/en/line', { displayTypeId: 1, templateTypeId: 8 }],
    ['/en/rules/general', { displayTypeId: 0, templateTypeId: null }],
    ['/en/rules/', { displayTypeId: 0, templateTypeId: null }],
  ])('decides %s by the longest rule', (pathname, expected) => {
    expect(decideBlock({ displayTypeId: 0, templateTypeId: null }, rules, pathname)).toEqual(
      expected,
    );
  });

  it('lets a site-wide block win over every rule', () => {
    expect(decideBlock({ displayTypeId: 1, templateTypeId: 16 }, rules, '/en/rules')).toEqual({
      displayTypeId: 1,
      templateTypeId: 16,
    });
  });
});
