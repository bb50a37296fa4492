import { decideLanguage, parseAcceptLanguage, type LanguageSettings } from './language';

const settings: LanguageSettings = {
  languages: ['en', 'ru', 'kk'],
  hiddenLanguages: ['kk'],
  defaultLanguage: 'ru',
};

const request = (over: Partial<Parameters<typeof decideLanguage>[0]>) => ({
  pathname: '/',
  search: '',
  cookieLanguage: undefined,
  acceptLanguage: null,
  signedIn: false,
  ...over,
});

describe('language step (spec 01 §4 Language)', () => {
  it.each([
    ['/ru', {}, { kind: 'continue', lng: 'ru' }],
    ['/en/live/football', {}, { kind: 'continue', lng: 'en' }],
    ['/', {}, { kind: 'redirect', lng: 'ru', location: '/ru' }],
    ['/', { cookieLanguage: 'en' }, { kind: 'redirect', lng: 'en', location: '/en' }],
    ['/', { acceptLanguage: 'en-GB,en;q=0.9' }, { kind: 'redirect', lng: 'en', location: '/en' }],
    [
      '/',
      { cookieLanguage: 'en', acceptLanguage: 'ru' },
      { kind: 'redirect', lng: 'en', location: '/en' },
    ],
    [
      '/',
      { cookieLanguage: 'de', acceptLanguage: 'en' },
      { kind: 'redirect', lng: 'en', location: '/en' },
    ],
    ['/line', { search: '?a=1' }, { kind: 'redirect', lng: 'ru', location: '/ru/line?a=1' }],
    ['/casino/slots', {}, { kind: 'redirect', lng: 'ru', location: '/ru/casino/slots' }],
    ['/de/line', { cookieLanguage: 'en' }, { kind: 'redirect', lng: 'en', location: '/en/line' }],
    ['/EN/live', {}, { kind: 'redirect', lng: 'en', location: '/en/live' }],
    ['/kk/live', {}, { kind: 'redirect', lng: 'ru', location: '/ru/live' }],
    ['/kk/live', { signedIn: true }, { kind: 'continue', lng: 'kk' }],
    ['/', { cookieLanguage: 'kk' }, { kind: 'redirect', lng: 'ru', location: '/ru' }],
    ['/english', {}, { kind: 'redirect', lng: 'ru', location: '/ru/english' }],
  ] as const)('%s %j → %j', (pathname, over, expected) => {
    expect(decideLanguage(request({ pathname, ...over }), settings)).toEqual(expected);
  });

  it('falls back to English when the default is not available', () => {
    const decision = decideLanguage(request({}), { ...settings, defaultLanguage: 'de' });
    expect(decision).toEqual({ kind: 'redirect', lng: 'en', location: '/en' });
  });

  it('takes the first available language when neither the default nor English is', () => {
    const decision = decideLanguage(request({}), {
      languages: ['ru'],
      hiddenLanguages: [],
      defaultLanguage: 'de',
    });
    expect(decision).toEqual({ kind: 'redirect', lng: 'ru', location: '/ru' });
  });
});

describe('parseAcceptLanguage', () => {
  it.each([
    [null, []],
    ['', []],
    ['ru', ['ru']],
    ['de-DE,de;q=0.9,ru;q=0.8', ['de-de', 'de', 'ru']],
    ['en;q=0.2, ru;q=0.8, kk', ['kk', 'ru', 'en']],
    ['*, fr;q=0', []],
    ['xx;q=abc, ru', ['ru']],
  ])('%j → %j', (header, expected) => {
    expect(parseAcceptLanguage(header)).toEqual(expected);
  });
});
