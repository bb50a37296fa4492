/** @jest-environment node */
import nock from 'nock';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { bffRequest, signIn, UPSTREAM } from '@/app/api/coupons/test-helpers';
import { PUT } from './route';

withNockedUpstream({ openSite: true });

const UPSTREAM_PATH = '/office-api/v1/settings/disallowed-sports';

const put = (body: unknown, cookie: string, headers?: Record<string, string>) =>
  PUT(bffRequest('/api/user/settings/sports', { method: 'PUT', body, cookie, headers }));

describe('PUT /api/user/settings/sports (spec 01 §7 "save disallowed sports")', () => {
  it('401 for a visitor, without asking the upstream', async () => {
    const response = await put({ disallow_line_sport: [1], disallow_live_sport: [] }, '');
    expect(response.status).toBe(401);
  });

  it('sends both lists with the player’s token and answers them sorted', async () => {
    const cookie = await signIn();
    nock(UPSTREAM, { reqheaders: { authorization: /^Bearer \S+$/ } })
      .put(UPSTREAM_PATH, { disallow_line_sport: [4, 1], disallow_live_sport: [40] })
      .reply(200, { data: { disallow_line_sport: [4, 1], disallow_live_sport: [40] } });
    const response = await put({ disallow_line_sport: [4, 1], disallow_live_sport: [40] }, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      data: { disallow_line_sport: [1, 4], disallow_live_sport: [40] },
    });
  });

  it.each([
    ['a missing live list', { disallow_line_sport: [1] }, '/disallow_live_sport'],
    [
      'a text id',
      { disallow_line_sport: ['1'], disallow_live_sport: [] },
      '/disallow_line_sport/0',
    ],
    [
      'a negative id',
      { disallow_line_sport: [], disallow_live_sport: [-3] },
      '/disallow_live_sport/0',
    ],
    [
      'a fractional id',
      { disallow_line_sport: [1.5], disallow_live_sport: [] },
      '/disallow_line_sport/0',
    ],
    [
      'too many ids',
      {
        disallow_line_sport: Array.from({ length: 201 }, (_, i) => i + 1),
        disallow_live_sport: [],
      },
      '/disallow_line_sport',
    ],
    ['an extra field', { disallow_line_sport: [], disallow_live_sport: [], userId: 7 }, '/'],
  ])('400 for %s, naming the field, without asking the upstream', async (_name, body, pointer) => {
    const cookie = await signIn();
    const response = await put(body, cookie);
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(errors[0].code).toBe('invalid');
    expect(errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toContain(pointer);
  });

  it('403 for a cross-site request', async () => {
    const cookie = await signIn();
    const response = await put({ disallow_line_sport: [], disallow_live_sport: [] }, cookie, {
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
  });

  it('passes on the upstream’s refusal and maps a broken answer without leaking it', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .put(UPSTREAM_PATH)
      .reply(400, { errors: [{ status: '400', code: 'invalid', title: 'Unknown sport 999' }] });
    const refused = await put({ disallow_line_sport: [999], disallow_live_sport: [] }, cookie);
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors[0].title).toBe('Unknown sport 999');

    nock(UPSTREAM).put(UPSTREAM_PATH).reply(200, { data: 'nonsense' });
    const broken = await put({ disallow_line_sport: [], disallow_live_sport: [] }, cookie);
    expect(broken.status).toBeGreaterThanOrEqual(500);
    expect(JSON.stringify(await broken.json())).not.toContain('nonsense');
  });
});
