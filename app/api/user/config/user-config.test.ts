/** @jest-environment node */
import { unsealData } from 'iron-session';
import nock from 'nock';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { bffRequest, signIn, SITE, UPSTREAM } from '@/app/api/coupons/test-helpers';
import { USER_CONFIG } from '@/features/user/testing/user-config';
import { CLEAN_PLAYER } from '@/server/routes/routes.fixture';
import { playerClassDigest, playerClasses, type PlayerClass } from '@/server/session/player-class';
import { sessionOptions, type SessionData } from '@/server/session/session';
import { GET as userConfig } from './route';

withNockedUpstream();

/** The session id a signed-in cookie holds (the players' classes are kept by it). */
async function sidOf(cookie: string): Promise<string> {
  const seal = cookie.split(';')[0]?.split('=').slice(1).join('=') ?? '';
  const data = await unsealData<SessionData>(decodeURIComponent(seal), {
    password: sessionOptions().password,
  });
  if (!data.sid) throw new Error('the session has no id');
  return data.sid;
}

const get = (cookie = '') => userConfig(bffRequest('/api/user/config', { cookie }));

describe('GET /api/user/config', () => {
  it('401 unauthorized for a visitor, without asking the upstream', async () => {
    const response = await get();
    expect(response.status).toBe(401);
    expect((await response.json()).errors[0].code).toBe('unauthorized');
  });

  it('answers the config with the player’s token, never cached', async () => {
    const cookie = await signIn();
    nock(UPSTREAM, { reqheaders: { authorization: /^Bearer \S+$/ } })
      .get('/web-api/user/config')
      .reply(200, { data: USER_CONFIG });
    const response = await get(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ data: USER_CONFIG });
  });

  it('renews the class the player’s shared pages are served by, and says when a page’s is stale', async () => {
    const cookie = await signIn();
    const sid = await sidOf(cookie);
    const before: PlayerClass = {
      guard: { ...CLEAN_PLAYER, termsToConfirm: true },
      hidden: { line: [], live: [] },
    };
    await playerClasses.write(SITE, sid, before);
    const banned = { ...USER_CONFIG, ban_level: 45, disallow_line_sport: [3] };
    const fromPage = (pageClass?: string) => {
      nock(UPSTREAM).get('/web-api/user/config').reply(200, { data: banned });
      return userConfig(
        bffRequest('/api/user/config', {
          cookie,
          headers: pageClass ? { 'x-page-class': pageClass } : {},
        }),
      );
    };
    // A page shared by the class before the ban is stale: the browser loads it again.
    const changed = await fromPage(playerClassDigest(before));
    expect(changed.status).toBe(200);
    expect(changed.headers.get('x-page-stale')).toBe('1');
    const after = await playerClasses.read(SITE, sid);
    expect(after?.guard).toMatchObject({ banLevel: 45, termsToConfirm: true });
    expect(after?.hidden.line).toEqual([3]);
    // A page shared by the class as it is now stands; so does a page rendered for the player
    // alone (no class sent), and a class of another form is ignored.
    expect((await fromPage(playerClassDigest(after!))).headers.get('x-page-stale')).toBeNull();
    expect((await fromPage()).headers.get('x-page-stale')).toBeNull();
    expect((await fromPage('not a digest')).headers.get('x-page-stale')).toBeNull();
    await playerClasses.forget(SITE, sid);
  });

  it('drops fields the contract does not name and sorts the sports blacklists', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .get('/web-api/user/config')
      .reply(200, {
        data: {
          ...USER_CONFIG,
          disallow_line_sport: [42, 3, 17],
          internal_note: 'vip',
          user_data: { ...USER_CONFIG.user_data, secret: 'x' },
        },
        debug: true,
      });
    const body = await (await get(cookie)).json();
    expect(body).toEqual({ data: { ...USER_CONFIG, disallow_line_sport: [3, 17, 42] } });
  });

  it('user_hide_balance is true when the upstream leaves it out (spec 02 §3 default)', async () => {
    const cookie = await signIn();
    const { user_hide_balance: _, ...withoutHideBalance } = USER_CONFIG;
    nock(UPSTREAM).get('/web-api/user/config').reply(200, { data: withoutHideBalance });
    expect((await (await get(cookie)).json()).data.user_hide_balance).toBe(true);
  });

  it.each([
    ['a protection level above 100', { protection_level: 101 }],
    ['an unknown activation type', { activation_type: 4 }],
    ['a ban level as a string', { ban_level: '45' }],
    ['no user_data', { user_data: undefined }],
  ])('502 for an answer of another shape: %s', async (_, change) => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .get('/web-api/user/config')
      .reply(200, { data: { ...USER_CONFIG, ...change } });
    const response = await get(cookie);
    expect(response.status).toBe(502);
    expect(JSON.stringify(await response.json())).not.toContain('protection_level');
  });

  it('passes the upstream’s refusal on with its message', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .get('/web-api/user/config')
      .reply(403, {
        errors: [{ status: '403', code: 'user_blocked', title: 'The account is suspended' }],
      });
    const response = await get(cookie);
    expect(response.status).toBe(403);
    expect((await response.json()).errors[0]).toMatchObject({
      code: 'user_blocked',
      title: 'The account is suspended',
    });
  });
});
