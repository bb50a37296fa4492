import { expect, test } from './fixtures';

// spec 01 §2 and §4 Language: a URL without a prefix is redirected with the language inserted,
// taken from the cookie, else the browser preference, else the default, else English.
const cases: { name: string; headers: Record<string, string>; path: string; expected: string }[] = [
  { name: 'no hint: the site default', headers: {}, path: '/', expected: '/en' },
  { name: 'the cookie', headers: { cookie: 'lng=ru' }, path: '/', expected: '/ru' },
  {
    name: 'Accept-Language, best available by q',
    headers: { 'accept-language': 'de-DE,de;q=0.9,ru;q=0.8,en;q=0.5' },
    path: '/',
    expected: '/ru',
  },
  {
    name: 'the cookie before Accept-Language',
    headers: { cookie: 'lng=en', 'accept-language': 'ru' },
    path: '/',
    expected: '/en',
  },
  {
    name: 'a deep path keeps its path and query',
    headers: { 'accept-language': 'ru' },
    path: '/casino/slots?sort=new',
    expected: '/ru/casino/slots?sort=new',
  },
  { name: 'an unknown language prefix', headers: {}, path: '/de/line', expected: '/en/line' },
  { name: 'an upper-case prefix', headers: {}, path: '/RU/live', expected: '/ru/live' },
];

for (const c of cases) {
  test(`redirects ${c.path} by ${c.name}`, async ({ request }) => {
    const response = await request.get(c.path, { headers: c.headers, maxRedirects: 0 });
    expect(response.status()).toBe(307);
    const location = new URL(response.headers().location ?? '', 'http://x');
    expect(location.pathname + location.search).toBe(c.expected);
  });
}

test('a page with a language prefix is served and remembers the language', async ({ request }) => {
  const response = await request.get('/ru', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()['set-cookie']).toContain('lng=ru');
});

test('a language the config adds is served; one it hides is not, for visitors', async ({
  request,
}) => {
  const { sandbox } = await import('./fixtures');
  await sandbox('languages', {
    method: 'PATCH',
    body: {
      languages: [
        { id: 1, code: 'en', name: 'English' },
        { id: 2, code: 'ru', name: 'Русский' },
        { id: 3, code: 'kk', name: 'Қазақша' },
      ],
      hiddenLanguages: ['ru'],
    },
  });
  // The config is cached for SITE_CONFIG_TTL_S; wait until the change is seen.
  await expect
    .poll(async () => (await request.get('/kk', { maxRedirects: 0 })).status(), { timeout: 10_000 })
    .toBe(200);
  // A visitor on a hidden language is sent to the one the cookie remembers (kk, from the visit
  // above), keeping the rest of the path.
  const hidden = await request.get('/ru/live', { maxRedirects: 0 });
  expect(hidden.status()).toBe(307);
  expect(hidden.headers().location).toContain('/kk/live');
});
