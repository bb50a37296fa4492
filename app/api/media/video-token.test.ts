/** @jest-environment node */
import nock from 'nock';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { bffRequest, signIn, UPSTREAM } from '@/app/api/coupons/test-helpers';
import { POST as videoToken } from './video-token/route';

const TOKEN = 'vt-1-0123456789abcdef';

withNockedUpstream();

const post = (cookie?: string) =>
  videoToken(bffRequest('/api/media/video-token', { method: 'POST', body: {}, cookie }));

describe('POST /api/media/video-token', () => {
  it('401 unauthorized for a visitor, without asking the upstream', async () => {
    const response = await post();
    expect(response.status).toBe(401);
    expect((await response.json()).errors[0].code).toBe('unauthorized');
  });

  it('asks the upstream with the player’s token and answers the new video token, never cached', async () => {
    const cookie = await signIn();
    nock(UPSTREAM, { reqheaders: { authorization: /^Bearer \S+$/ } })
      .post('/web-api/user/updatetoken')
      .reply(200, { data: { token: TOKEN } });
    const response = await post(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ data: { token: TOKEN } });
  });

  it('502 for an answer without a token', async () => {
    const cookie = await signIn();
    nock(UPSTREAM).post('/web-api/user/updatetoken').reply(200, { data: {} });
    const response = await post(cookie);
    expect(response.status).toBe(502);
    expect(JSON.stringify(await response.json())).not.toContain('token":');
  });
});
