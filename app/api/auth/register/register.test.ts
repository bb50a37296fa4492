/** @jest-environment node */
import { bffRequest } from '@/app/api/coupons/test-helpers';
import { REGISTRATION_LIMITS, resetRateLimits } from '@/server/bff/rate-limit';
import { clearConfigCaches } from '@/server/config/site-config';
import { removeDb, startTestSandbox, type TestSandbox } from '@/sandbox/test-harness';
import { POST as login } from '../login/route';
import { POST as register } from './route';
import { fullRegistration } from '@/sandbox/registration.fixture';

// A full registration answers alike for a free and a taken e-mail, so the call tells nobody which
// e-mails have accounts (docs/decisions.md "Registration answers alike"): the BFF against the
// real sandbox upstream, which plays the operator that tells the mailbox only.
let sandbox: TestSandbox;
let players = 0;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  process.env.UPSTREAM_URL = sandbox.url;
});
beforeEach(() => {
  resetRateLimits();
  clearConfigCaches();
});
afterAll(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});

const full = (email: string, password = 'Player-2026') => fullRegistration({ email, password });
const freeEmail = () => `newcomer-${players++}@example.test`;
const TAKEN = 'demo@betarena.example';

async function registered(email: string, address = '203.0.113.20') {
  const started = performance.now();
  const response = await register(
    bffRequest('/api/auth/register', {
      method: 'POST',
      body: full(email),
      headers: { 'x-client-ip': address },
    }),
  );
  const ms = performance.now() - started;
  return { status: response.status, body: await response.json(), headers: response.headers, ms };
}

async function outbox(to: string): Promise<{ kind: string; token: string | null }[]> {
  const answer = await sandbox.call('GET', `/__sandbox/outbox?to=${encodeURIComponent(to)}`);
  return (answer.body as { data: { kind: string; token: string | null }[] }).data;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

describe('full registration through the BFF', () => {
  it('answers a taken e-mail with the same status, body and headers as a free one', async () => {
    const email = freeEmail();
    const free = await registered(email);
    const taken = await registered(TAKEN);
    const takenOtherCase = await registered('Demo@BetArena.Example');

    expect(free.status).toBe(202);
    expect(free.body).toEqual({ data: { status: 'confirmation_sent' } });
    for (const answer of [taken, takenOtherCase]) {
      expect(answer.status).toBe(free.status);
      expect(answer.body).toEqual(free.body);
      expect([...answer.headers.keys()].sort()).toEqual([...free.headers.keys()].sort());
      expect(answer.headers.get('cache-control')).toBe('no-store');
      // Neither signs anybody in.
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
    expect(free.headers.getSetCookie()).toEqual([]);

    // Only the mailboxes learn the difference.
    expect((await outbox(email)).map((mail) => mail.kind)).toEqual(['registration']);
    expect((await outbox(TAKEN))[0]?.kind).toBe('registration_attempt');
  });

  it('takes about as long for a taken e-mail as for a free one', async () => {
    const free: number[] = [];
    const taken: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      free.push((await registered(freeEmail(), `203.0.113.${30 + i}`)).ms);
      taken.push((await registered(TAKEN, `203.0.113.${40 + i}`)).ms);
    }
    // Both hash the password (tens of ms); a refusal without it would be several times faster.
    expect(median(taken)).toBeGreaterThan(median(free) / 3);
    expect(median(taken)).toBeLessThan(median(free) * 3);
  });

  it('signs the new player in only after the link sent to the e-mail is followed', async () => {
    const email = freeEmail();
    await registered(email);
    const signIn = () =>
      login(
        bffRequest('/api/auth/login', {
          method: 'POST',
          body: {
            type: 'login_password',
            login: email,
            password: 'Player-2026',
            isRemember: false,
          },
        }),
      );
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await signIn()).status).toBe(401);
    const [mail] = await outbox(email);
    const followed = await sandbox.call('POST', '/auth-api/v1/activation/link', {
      token: mail?.token,
    });
    expect(followed.status).toBe(200);
    expect((await signIn()).status).toBe(200);
  });

  it(`counts free and taken e-mails alike against ${REGISTRATION_LIMITS.perIp.max} registrations an hour per address`, async () => {
    const address = '203.0.113.60';
    for (let i = 0; i < REGISTRATION_LIMITS.perIp.max; i += 1) {
      const email = i % 2 === 0 ? freeEmail() : TAKEN;
      expect((await registered(email, address)).status).toBe(202);
    }
    for (const email of [freeEmail(), TAKEN]) {
      const refused = await registered(email, address);
      expect(refused.status).toBe(429);
      expect(refused.body.errors[0]).toMatchObject({ code: 'too_many_attempts' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});

describe('the partner and campaign the visitor came from (issue 22 §6)', () => {
  async function sentReferral(cookie: string | undefined) {
    await sandbox.call('DELETE', '/__sandbox/requests');
    const response = await register(
      bffRequest('/api/auth/register', {
        method: 'POST',
        body: { ...full(freeEmail()), referral: { refererId: 'forged-by-the-form' } },
        headers: { 'x-client-ip': '203.0.113.70' },
        cookie,
      }),
    );
    expect(response.status).toBe(202);
    const log = await sandbox.call('GET', '/__sandbox/requests?path=/auth-api/v1/register');
    const [sent] = (log.body as { data: { body: { referral?: unknown } }[] }).data;
    return sent?.body.referral;
  }

  it('reach the upstream from the cookies the referral step wrote', async () => {
    const referral = await sentReferral(
      [
        'refererid=partner-42',
        'reflinkid=btag-7',
        'ref_partner_id=aff-3',
        'subid=sub-9',
        'utm_source=newsletter',
        'utm_medium=email',
        'utm_campaign=autumn-cup',
        'theme=dark',
      ].join('; '),
    );
    expect(referral).toEqual({
      refererId: 'partner-42',
      reflinkId: 'btag-7',
      refPartnerId: 'aff-3',
      subId: 'sub-9',
      utm: { source: 'newsletter', medium: 'email', campaign: 'autumn-cup' },
    });
  });

  it('a value out of bounds is left out, the others still go; none at all sends none', async () => {
    expect(await sentReferral(`refererid=${'x'.repeat(600)}; utm_source=ads`)).toEqual({
      utm: { source: 'ads' },
    });
    // The form's own "referral" is never passed on.
    expect(await sentReferral(undefined)).toBeUndefined();
  });
});
