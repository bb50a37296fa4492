/** @jest-environment node */
import nock from 'nock';
import { NextRequest } from 'next/server';
import { clearConfigCaches } from '@/server/config/site-config';
import { siteConfigFixture } from '@/server/config/site-config.fixture';
import { brandBadge, setPreviewRenderer, type PreviewContent } from '@/server/cms/og-preview';
import { GET } from './[file]/route';

// The site's own preview pictures (issue 22 §7 "og:image on every public page type"): one per
// brand and kind, drawn by a stand-in renderer (next/og needs ES modules Jest lacks).

const UPSTREAM = 'http://og-upstream.test';
const render = jest.fn(async (content: PreviewContent) =>
  Uint8Array.from(Buffer.from(`\x89PNG ${content.category} ${content.badge}`)),
);

function get(file: string) {
  const request = new NextRequest(new URL(`/api/og/${file}`, 'http://localhost:3000'), {
    headers: { host: 'localhost:3000' },
  });
  return GET(request, { params: Promise.resolve({ file }) });
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
  clearConfigCaches();
  render.mockClear();
  setPreviewRenderer(render);
});

describe('GET /api/og/{kind}.png', () => {
  it('draws the brand on the kind’s colours once, then serves its copy', async () => {
    nock(UPSTREAM).get('/bff-api/config/all.json').query(true).reply(200, siteConfigFixture);
    const casino = await get('casino.png');
    expect(casino.status).toBe(200);
    expect(casino.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await casino.arrayBuffer()).toString()).toBe('\x89PNG casino Bet Arena');
    await get('casino.png');
    expect(render).toHaveBeenCalledTimes(1);
    const sport = await get('sport.png');
    expect(Buffer.from(await sport.arrayBuffer()).toString()).toBe('\x89PNG sport Bet Arena');
  });

  it('answers 400 for a kind it has no picture for', async () => {
    for (const file of ['poker.png', 'sport.jpg', '..%2Fsport.png']) {
      expect((await get(file)).status).toBe(400);
    }
    expect(render).not.toHaveBeenCalled();
  });

  it('writes only what the bundled Latin font can draw', () => {
    expect(brandBadge('Bet Arena')).toBe('Bet Arena');
    expect(brandBadge('Бет Арена')).toBe('18+');
  });
});
