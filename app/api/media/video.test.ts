/** @jest-environment node */
import nock from 'nock';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { bffRequest, sessionCookieOf, signIn, UPSTREAM } from '@/app/api/coupons/test-helpers';
import { GET as video } from './video/[videoId]/route';
import { POST as videoToken } from './video-token/route';

const TOKEN = 'vt-1001-0123456789abcdef';
const CLIP = Buffer.from('\u0000\u0000\u0000\u0018ftypisom-a-small-clip', 'latin1');

withNockedUpstream();

const get = (videoId: string, cookie?: string, headers: Record<string, string> = {}) =>
  video(bffRequest(`/api/media/video/${videoId}`, { cookie, headers }), {
    params: Promise.resolve({ videoId }),
  });

/** A signed-in player who has asked for a video token: the cookies the stream's requests carry. */
async function watching(): Promise<string> {
  const session = await signIn();
  nock(UPSTREAM)
    .post('/web-api/user/updatetoken')
    .reply(200, { data: { token: TOKEN } });
  const answer = await videoToken(
    bffRequest('/api/media/video-token', { method: 'POST', body: {}, cookie: session }),
  );
  expect(answer.status).toBe(200);
  const video = answer.headers.getSetCookie().find((c) => c.startsWith('__Secure-sb-video='));
  if (!video) throw new Error('no video token cookie');
  // The cookie goes to the stream route alone, out of the page's scripts' reach.
  expect(video).toMatch(/; Path=\/api\/media\/video(;|$)/);
  expect(video).toMatch(/; HttpOnly(;|$)/i);
  expect(video).toMatch(/; SameSite=strict(;|$)/i);
  expect(video).toMatch(/; Max-Age=1200(;|$)/);
  return `${sessionCookieOf(answer)}; ${video.split(';')[0]}`;
}

describe('GET /api/media/video/[videoId]', () => {
  it('streams the upstream video with the player’s bearer and the session’s video token', async () => {
    const cookie = await watching();
    nock(UPSTREAM, {
      reqheaders: { authorization: /^Bearer \S+$/, 'x-video-token': TOKEN, range: 'bytes=0-' },
    })
      .get('/media-api/v1/video/v100004')
      .reply(206, CLIP, {
        'content-type': 'video/mp4',
        'content-range': `bytes 0-${CLIP.length - 1}/${CLIP.length}`,
        'accept-ranges': 'bytes',
        'x-internal': 'not for the browser',
      });
    const response = await get('v100004', cookie, { range: 'bytes=0-' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('content-range')).toBe(`bytes 0-${CLIP.length - 1}/${CLIP.length}`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-internal')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer())).toEqual(CLIP);
  });

  it('401 for a visitor and 409 before a video token was asked for, without asking the upstream', async () => {
    expect((await get('v100004')).status).toBe(401);
    const cookie = await signIn();
    const response = await get('v100004', cookie);
    expect(response.status).toBe(409);
    expect((await response.json()).errors[0].code).toBe('no_video_token');
    // A cookie that is not a token is none.
    const forged = await get('v100004', `${cookie}; __Secure-sb-video=%3Cscript%3E`);
    expect(forged.status).toBe(409);
  });

  it('400 for an id that is not one and 416 for a range that is not one byte range', async () => {
    const cookie = await watching();
    const bad = await get('..%2Fsecret', cookie);
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].source).toEqual({ parameter: 'videoId' });
    const ranges = await get('v100004', cookie, { range: 'bytes=0-1,5-9' });
    expect(ranges.status).toBe(416);
    expect((await ranges.json()).errors[0].code).toBe('invalid_range');
  });

  it('passes the upstream’s refusal on with its code, and keeps the player signed in', async () => {
    const cookie = await watching();
    nock(UPSTREAM)
      .get('/media-api/v1/video/v100004')
      .reply(403, { errors: [{ status: '403', code: 'video_token_invalid', title: 'Expired' }] });
    const response = await get('v100004', cookie);
    expect(response.status).toBe(403);
    expect((await response.json()).errors[0].code).toBe('video_token_invalid');
    expect(
      response.headers.getSetCookie().some((c) => /Max-Age=0|Expires=Thu, 01 Jan 1970/.test(c)),
    ).toBe(false);
  });

  it('502 when the upstream answers something that is not a video', async () => {
    const cookie = await watching();
    nock(UPSTREAM).get('/media-api/v1/video/v100004').reply(200, '<html>', {
      'content-type': 'text/html',
    });
    const response = await get('v100004', cookie);
    expect(response.status).toBe(502);
  });
});
