/** @jest-environment node */
import nock from 'nock';
import { bffRequest, UPSTREAM } from '@/app/api/coupons/test-helpers';
import { POLICY_LOGO_MAX_BYTES } from '@/server/policy/policy-logo';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { GET } from './logo/route';

withNockedUpstream();

const LOGO_PATH = '/web-api/policy/logo.agif';
/** A 1×1 GIF: binary, so a text round trip would break it. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

const logo = () => GET(bffRequest('/api/policy/logo'));

describe('GET /api/policy/logo (spec 01 §7)', () => {
  it('relays the upstream’s image byte for byte, cached by the browser for an hour', async () => {
    nock(UPSTREAM, { reqheaders: { accept: 'image/*' } })
      .get(LOGO_PATH)
      .reply(200, GIF, { 'content-type': 'image/gif' });
    const response = await logo();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(GIF)).toBe(true);
  });

  it('relays an SVG badge with its type', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"></svg>';
    nock(UPSTREAM)
      .get(LOGO_PATH)
      .reply(200, svg, { 'content-type': 'image/svg+xml; charset=utf-8' });
    const response = await logo();
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await response.text()).toBe(svg);
  });

  it.each([
    ['an HTML page', 'text/html', '<html><script>alert(1)</script></html>'],
    ['an answer without a type', '', 'GIF89a'],
  ])('refuses %s with 502, never relaying it', async (_case, type, body) => {
    nock(UPSTREAM)
      .get(LOGO_PATH)
      .reply(200, body, type ? { 'content-type': type } : {});
    const response = await logo();
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).not.toContain('script');
  });

  it('refuses an image above the size limit, declared or not', async () => {
    const big = Buffer.alloc(POLICY_LOGO_MAX_BYTES + 1, 1);
    nock(UPSTREAM).get(LOGO_PATH).reply(200, big, { 'content-type': 'image/gif' });
    expect((await logo()).status).toBe(502);
    nock(UPSTREAM)
      .get(LOGO_PATH)
      .reply(200, () => big, { 'content-type': 'image/gif', 'transfer-encoding': 'chunked' });
    expect((await logo()).status).toBe(502);
  });

  it('answers the upstream’s 404 as a JSON-API 404', async () => {
    nock(UPSTREAM).get(LOGO_PATH).reply(404);
    const response = await logo();
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ errors: [{ status: '404' }] });
  });
});
