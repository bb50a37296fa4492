import { afterSignInUrl } from './after-sign-in';

const origin = 'https://betarena.example';

describe('afterSignInUrl (spec 01 §4 Login state change)', () => {
  it.each([
    [
      'the returnUrl of the address',
      '?returnUrl=%2Fen%2Foffice%2Fhistory',
      null,
      '/en/office/history',
    ],
    [
      'returnUrl before the previous route',
      '?returnUrl=%2Fen%2Flive',
      `${origin}/en/line`,
      '/en/live',
    ],
    ['an off-site returnUrl → language root', '?returnUrl=https%3A%2F%2Fevil.example', null, '/en'],
    ['a protocol-relative returnUrl → language root', '?returnUrl=%2F%2Fevil.example', null, '/en'],
    ['the previous route', '', `${origin}/en/casino?x=1`, '/en/casino?x=1'],
    ['a previous route on another site → language root', '', 'https://evil.example/en/line', '/en'],
    ['the login page itself → language root', '', `${origin}/en/user/login`, '/en'],
    ['nothing → language root', '', null, '/en'],
  ])('%s', (_, search, previous, expected) => {
    expect(afterSignInUrl({ lng: 'en', search, previous, origin })).toBe(expected);
  });
});
