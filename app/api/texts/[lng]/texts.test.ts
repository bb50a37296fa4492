/** @jest-environment node */
import { NextRequest } from 'next/server';
import en from '@/messages/en.json';
import { clientTextsFile } from '@/server/i18n/client-texts';
import { GET } from './route';

const texts = (path: string, lng: string) =>
  GET(new NextRequest(`http://localhost:3000${path}`), { params: Promise.resolve({ lng }) });

describe('GET /api/texts/[lng]', () => {
  it('serves the client parts’ texts at the address the document names, cached for good', async () => {
    const { src } = await clientTextsFile('en');
    expect(src).toMatch(/^\/api\/texts\/en\?v=[\w-]{12}$/);
    const response = await texts(src, 'en');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('set-cookie')).toBeNull();
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      'auth',
      'cookieConsent',
      'coupon',
      'errors',
      'footer',
      'header',
      'nav',
      'officeActivity',
      'remoteApps',
      'settings',
      'widgets',
    ]);
    expect(body.coupon).toEqual(en.coupon);
    // Of a namespace the shell reads one part only: the support form's texts.
    expect(body.officeActivity).toEqual({ support: en.officeActivity.support });
  });

  it('gives another version today’s texts, revalidated every time', async () => {
    const response = await texts('/api/texts/en?v=older', 'en');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('versions each language by its own texts', async () => {
    const [english, russian] = await Promise.all([clientTextsFile('en'), clientTextsFile('ru')]);
    expect(russian.src).not.toBe(english.src.replace('/en?', '/ru?'));
  });

  it.each(['english', 'EN', '1'])('400 for the language %p', async (lng) => {
    const response = await texts(`/api/texts/${lng}`, lng);
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].source).toEqual({ parameter: 'lng' });
  });
});
