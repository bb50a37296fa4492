/** @jest-environment node */
import nock from 'nock';
import { bffRequest, signIn, UPSTREAM } from '@/app/api/coupons/test-helpers';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { POST as action } from './action/route';
import { POST as blockUser } from './block-user/route';
import { GET, POST } from './route';
import { POST as testAnswers } from './test-answers/route';

withNockedUpstream({ openSite: true });

const LIMITS = '/limit-service-api/api/external/web/v3/limits';
const BASE = '/limit-service-api/limit/external/web/api/v1';

const depositLimit = {
  limitType: 20,
  limitValue: 1000,
  measure: 'money',
  label: 'Deposit limit, 24 h',
  limitState: 'ACTIVE',
  startedAt: 1_772_000_000,
  endsAt: null,
  appliesAt: null,
  selfExcludeReason: null,
  limitBalance: 1000,
  needApprove: false,
};
const pendingDeposit = {
  ...depositLimit,
  limitValue: 5000,
  limitState: 'PENDING',
  appliesAt: 1_772_086_400,
  needApprove: true,
};
const available = [
  {
    type: 20,
    measure: 'money',
    availableValues: [1000, 999999999],
    optionsMap: { '999999999': 'no limit' },
    custom: { min: 1, max: 99999999 },
  },
];

const post = (
  route: (request: ReturnType<typeof bffRequest>) => Promise<Response>,
  path: string,
  body: unknown,
  cookie: string,
) => route(bffRequest(path, { method: 'POST', body, cookie }));

describe('/api/limits', () => {
  it('401 for a visitor on every call, without asking the upstream', async () => {
    expect((await GET(bffRequest('/api/limits'))).status).toBe(401);
    const change = { limits: [{ limitType: 20, limitValue: 10 }] };
    expect((await post(POST, '/api/limits', change, '')).status).toBe(401);
    expect((await post(action, '/api/limits/action', { action: 'reject' }, '')).status).toBe(401);
    expect((await post(blockUser, '/api/limits/block-user', {}, '')).status).toBe(401);
  });

  it('answers the limits, the options and the reasons with the player’s token and language', async () => {
    const cookie = await signIn();
    nock(UPSTREAM, {
      reqheaders: { authorization: /^Bearer \S+$/, 'accept-language': 'ru' },
    })
      .get(LIMITS)
      .reply(200, { data: [depositLimit, pendingDeposit], meta: { now: 1_772_000_100 } })
      .get(`${BASE}/reasons/selfexclude`)
      .reply(200, { data: [{ id: 1, selfExcludeReason: 'Перерыв' }] });
    nock(UPSTREAM, { reqheaders: { authorization: /^Bearer \S+$/ } })
      .get(`${BASE}/availablelimits`)
      .reply(200, { data: available });
    const response = await GET(bffRequest('/api/limits?lang=ru', { cookie }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      data: {
        limits: [depositLimit, pendingDeposit],
        now: 1_772_000_100,
        available,
        reasons: [{ id: 1, selfExcludeReason: 'Перерыв' }],
      },
    });
  });

  it('a save passes the questions and tokenGuid on', async () => {
    const cookie = await signIn();
    const answer = {
      status: 'TEST_REQUIRED',
      questions: [
        {
          id: 1,
          text: 'Q?',
          answers: [
            { id: 1, text: 'Yes' },
            { id: 2, text: 'No' },
          ],
        },
      ],
      tokenGuid: 'guid-1',
      limitsData: [depositLimit],
    };
    nock(UPSTREAM)
      .post(LIMITS, { limits: [{ limitType: 20, limitValue: 5000 }] })
      .reply(200, { data: answer });
    const response = await post(
      POST,
      '/api/limits?lang=en',
      { limits: [{ limitType: 20, limitValue: 5000 }] },
      cookie,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: answer });
  });

  it('sends the answers with the tokenGuid', async () => {
    const cookie = await signIn();
    const body = { tokenGuid: 'guid-1', answers: [{ questionId: 1, answerId: 2 }] };
    const result = {
      questionsResult: [{ questionId: 1, correct: true }],
      success: true,
      limitsData: [depositLimit, pendingDeposit],
    };
    nock(UPSTREAM).post(`${BASE}/testanswers`, body).reply(200, { data: result });
    const response = await post(testAnswers, '/api/limits/test-answers', body, cookie);
    expect(await response.json()).toEqual({ data: result });
  });

  it.each([
    ['an unknown limit type', { limits: [{ limitType: 4, limitValue: 1 }] }, '/limits/0/limitType'],
    ['a text value', { limits: [{ limitType: 20, limitValue: '10' }] }, '/limits/0/limitValue'],
    [
      'a value above no-limit',
      { limits: [{ limitType: 20, limitValue: 1e10 }] },
      '/limits/0/limitValue',
    ],
    ['no change at all', { limits: [] }, '/limits'],
    [
      'the same type twice',
      {
        limits: [
          { limitType: 1, limitValue: 1 },
          { limitType: 1, limitValue: 2 },
        ],
      },
      '/limits',
    ],
  ])('400 for %s, naming the field, without asking the upstream', async (_n, body, pointer) => {
    const cookie = await signIn();
    const response = await post(POST, '/api/limits', body, cookie);
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(errors[0].source.pointer).toBe(pointer);
  });

  it('400 for a sheet answering a question twice, without asking the upstream', async () => {
    const cookie = await signIn();
    const answers = [1, 2, 3].flatMap((questionId) => [
      { questionId, answerId: 1 },
      { questionId, answerId: 2 },
    ]);
    const response = await post(
      testAnswers,
      '/api/limits/test-answers',
      { tokenGuid: 'guid-1', answers },
      cookie,
    );
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(errors[0].source.pointer).toBe('/answers');
  });

  it('400 for an action other than confirm or reject', async () => {
    const cookie = await signIn();
    const response = await post(action, '/api/limits/action', { action: 'approve' }, cookie);
    expect(response.status).toBe(400);
  });

  it('confirm answers the limits as they stand; a refusal keeps the upstream’s words', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post(`${BASE}/limitaction`, { action: 'confirm', limitType: 20 })
      .reply(200, { data: { limitsData: [{ ...pendingDeposit, limitState: 'ACTIVE' }] } })
      .post(`${BASE}/limitaction`, { action: 'confirm' })
      .reply(409, {
        errors: [{ status: '409', code: 'approval_not_due', title: 'It is too early to approve' }],
      });
    const ok = await post(
      action,
      '/api/limits/action',
      { action: 'confirm', limitType: 20 },
      cookie,
    );
    expect((await ok.json()).data.limits[0].limitState).toBe('ACTIVE');
    const early = await post(action, '/api/limits/action', { action: 'confirm' }, cookie);
    expect(early.status).toBe(409);
    expect((await early.json()).errors[0]).toMatchObject({
      code: 'approval_not_due',
      title: 'It is too early to approve',
    });
  });

  it('a refused save keeps the status and the title (spec 01 §8)', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post(LIMITS)
      .reply(403, {
        errors: [
          { status: '403', code: 'cannot_cancel', title: 'A self-exclusion cannot be cancelled' },
        ],
      });
    const response = await post(
      POST,
      '/api/limits',
      { limits: [{ limitType: 30, limitValue: null }] },
      cookie,
    );
    expect(response.status).toBe(403);
    expect((await response.json()).errors[0]).toMatchObject({
      code: 'cannot_cancel',
      title: 'A self-exclusion cannot be cancelled',
    });
  });

  it('BlockUser ends the session: the next call is a visitor’s', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post(`${BASE}/BlockUser`)
      .reply(200, { data: { success: true } });
    const response = await post(blockUser, '/api/limits/block-user', {}, cookie);
    expect(await response.json()).toEqual({ data: { signedOut: true } });
    const cleared = response.headers
      .getSetCookie()
      .find((c) => c.startsWith('__Secure-sb-session='));
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });

  it('an answer of the wrong shape is a mapped error, never the upstream body', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .get(LIMITS)
      .reply(200, { data: [{ limitType: 99, secret: 'nonsense' }] })
      .get(`${BASE}/availablelimits`)
      .reply(200, { data: available })
      .get(`${BASE}/reasons/selfexclude`)
      .reply(200, { data: [] });
    const response = await GET(bffRequest('/api/limits', { cookie }));
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(JSON.stringify(await response.json())).not.toContain('nonsense');
  });
});
