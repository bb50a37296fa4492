/** @jest-environment node */
import nock from 'nock';
import { LANDING } from '@/server/cms/landing.fixture';
import { NextRequest } from 'next/server';
import { clearCmsCaches, CMS_TTL_MS } from '@/server/cms/cms-api';
import { setPreviewRenderer, type PreviewContent } from '@/server/cms/og-preview';
import { GET } from './[lng]/[file]/route';

// The preview picture is rendered once per landing, language and content, then served from the
// process's copy (server/cms/og-preview.ts). next/og needs ES module support Jest lacks, so a
// stand-in renderer draws "pictures" from the content and counts how often it is asked.

const UPSTREAM = 'http://cms-upstream.test';
const SITE = 'http://localhost:3000';

let now = 1_800_000_000_000;
const render = jest.fn(async (content: PreviewContent) =>
  Uint8Array.from(Buffer.from(`\x89PNG ${content.category} ${content.badge}`)),
);

function get(lng: string, file: string, headers: Record<string, string> = {}) {
  const request = new NextRequest(new URL(`/api/cms/og/${lng}/${file}`, SITE), {
    headers: { host: 'localhost:3000', ...headers },
  });
  return GET(request, { params: Promise.resolve({ lng, file }) });
}

function cmsAnswers(lang: string, landing: object, times = 1) {
  nock(UPSTREAM)
    .get('/cms-api/v1/landings/landing-welcome')
    .query({ lang })
    .times(times)
    .reply(200, { data: landing });
}

beforeAll(() => {
  process.env.UPSTREAM_URL = UPSTREAM;
  nock.disableNetConnect();
});
afterAll(() => {
  nock.enableNetConnect();
  setPreviewRenderer(null);
});
beforeEach(() => {
  nock.cleanAll();
  clearCmsCaches();
  render.mockClear();
  setPreviewRenderer(render);
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  jest.restoreAllMocks();
});

describe('GET /api/cms/og/{lng}/{landingId}.png', () => {
  it('renders a picture once and serves the next requests from its copy', async () => {
    cmsAnswers('en', LANDING);
    const first = await get('en', 'landing-welcome.png');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=300, stale-while-revalidate=86400',
    );
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.toString()).toBe('\x89PNG sport 100% UP TO €500');
    expect(first.headers.get('set-cookie')).toBeNull();

    for (let i = 0; i < 20; i += 1) {
      const again = await get('en', 'landing-welcome.png');
      expect(Buffer.from(await again.arrayBuffer())).toEqual(bytes);
      expect(again.headers.get('etag')).toBe(etag);
    }
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders once for requests that arrive together', async () => {
    cmsAnswers('en', LANDING);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => get('en', 'landing-welcome.png')),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders anew for another language', async () => {
    cmsAnswers('en', LANDING);
    cmsAnswers('ru', LANDING);
    await get('en', 'landing-welcome.png');
    await get('ru', 'landing-welcome.png');
    await get('ru', 'landing-welcome.png');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('renders anew once the CMS answer changes, and only then', async () => {
    cmsAnswers('en', LANDING);
    const before = await get('en', 'landing-welcome.png');
    // Within the CMS answer's five minutes the picture stays; after them the CMS is asked again.
    now += CMS_TTL_MS - 1;
    await get('en', 'landing-welcome.png');
    expect(render).toHaveBeenCalledTimes(1);

    now += 1;
    cmsAnswers('en', { ...LANDING, badge: '200% UP TO €1000' });
    const after = await get('en', 'landing-welcome.png');
    expect(render).toHaveBeenCalledTimes(2);
    expect(render).toHaveBeenLastCalledWith({ badge: '200% UP TO €1000', category: 'sport' });
    expect(Buffer.from(await after.arrayBuffer()).toString()).toContain('200% UP TO €1000');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('answers 304 without a body to a request that holds the current picture', async () => {
    cmsAnswers('en', LANDING);
    const etag = (await get('en', 'landing-welcome.png')).headers.get('etag') ?? '';
    for (const held of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get('en', 'landing-welcome.png', { 'if-none-match': held });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toContain('public');
      expect(await again.text()).toBe('');
    }
    const stale = await get('en', 'landing-welcome.png', { 'if-none-match': '"other"' });
    expect(stale.status).toBe(200);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['EN', 'landing-welcome.png'],
    ['en', 'landing-welcome.svg'],
    ['en', '..%2Fsecret.png'],
    ['en', `${'a'.repeat(65)}.png`],
  ])('refuses %s/%s with 400 and renders nothing', async (lng, file) => {
    const response = await get(lng, file);
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0]).toMatchObject({ code: 'invalid' });
    expect(render).not.toHaveBeenCalled();
  });

  it('answers 404 for a landing the CMS does not know, 502 when it fails', async () => {
    nock(UPSTREAM)
      .get('/cms-api/v1/landings/landing-gone')
      .query({ lang: 'en' })
      .reply(404, { errors: [{ status: '404', code: 'not_found' }] });
    expect((await get('en', 'landing-gone.png')).status).toBe(404);
    nock(UPSTREAM).get('/cms-api/v1/landings/landing-down').query({ lang: 'en' }).reply(500);
    expect((await get('en', 'landing-down.png')).status).toBe(502);
    expect(render).not.toHaveBeenCalled();
  });

  it('keeps no picture whose render failed', async () => {
    cmsAnswers('en', LANDING);
    render.mockRejectedValueOnce(new Error('render failed'));
    expect((await get('en', 'landing-welcome.png')).status).toBe(502);
    expect((await get('en', 'landing-welcome.png')).status).toBe(200);
    expect(render).toHaveBeenCalledTimes(2);
  });
});
