import type { SeoPageData } from '@/server/upstream/schemas/seo';
import { canonicalUrl, languageAlternates, mediaAlternates, MOBILE_MEDIA_QUERY } from './links';
import { strictestRobots } from './robots';

const ORIGIN = 'https://betarena.example';
const seo = (over: Partial<SeoPageData>): SeoPageData => ({
  title: '',
  description: '',
  metaRobots: null,
  hierarchyMetaRobots: null,
  metas: [],
  customCanonical: null,
  alternativeLinks: [],
  mediaAlternates: [],
  ...over,
});

describe('canonical (spec 01 §3 customCanonical)', () => {
  it.each([
    ['no SEO data: this page', null, 'https://betarena.example/en/live'],
    ['no custom canonical: this page', seo({}), 'https://betarena.example/en/live'],
    [
      'url mode with a path',
      seo({ customCanonical: { mode: 'url', targetUrl: '/en/line', domain: null } }),
      'https://betarena.example/en/line',
    ],
    [
      'url mode with an absolute URL',
      seo({ customCanonical: { mode: 'url', targetUrl: 'https://other.example/x', domain: null } }),
      'https://other.example/x',
    ],
    [
      'mirror mode: the same path on the mirror host',
      seo({
        customCanonical: { mode: 'mirror', targetUrl: null, domain: 'news.betarena.example' },
      }),
      'https://news.betarena.example/en/live',
    ],
    [
      'url mode without a target: this page',
      seo({ customCanonical: { mode: 'url', targetUrl: null, domain: null } }),
      'https://betarena.example/en/live',
    ],
  ])('%s', (_name, data, expected) => {
    expect(canonicalUrl(ORIGIN, '/en/live', data)).toBe(expected);
  });
});

describe('hreflang alternates', () => {
  it('lists each visible language and x-default (the site default)', () => {
    expect(
      languageAlternates({
        origin: ORIGIN,
        path: 'rules/general',
        languages: ['en', 'ru'],
        defaultLanguage: 'ru',
        seo: null,
      }),
    ).toEqual({
      en: 'https://betarena.example/en/rules/general',
      ru: 'https://betarena.example/ru/rules/general',
      'x-default': 'https://betarena.example/ru/rules/general',
    });
  });

  it('points home at the language root', () => {
    expect(
      languageAlternates({
        origin: ORIGIN,
        path: '',
        languages: ['en'],
        defaultLanguage: 'en',
        seo: null,
      }),
    ).toEqual({
      en: 'https://betarena.example/en',
      'x-default': 'https://betarena.example/en',
    });
  });

  it('lets the SEO data move a language, never add one', () => {
    const data = seo({
      alternativeLinks: [
        { hrefLang: 'ru', href: 'https://ru.betarena.example/ru/live' },
        { hrefLang: 'de', href: '/de/live' },
      ],
    });
    expect(
      languageAlternates({
        origin: ORIGIN,
        path: 'live',
        languages: ['en', 'ru'],
        defaultLanguage: 'en',
        seo: data,
      }),
    ).toEqual({
      en: 'https://betarena.example/en/live',
      ru: 'https://ru.betarena.example/ru/live',
      'x-default': 'https://betarena.example/en/live',
    });
  });

  it('uses the first language for x-default when the default is not visible', () => {
    const result = languageAlternates({
      origin: ORIGIN,
      path: '',
      languages: ['ru'],
      defaultLanguage: 'en',
      seo: null,
    });
    expect(result['x-default']).toBe('https://betarena.example/ru');
  });
});

describe('media alternates', () => {
  it('maps mobile to the phone media query and keeps other queries', () => {
    const data = seo({
      mediaAlternates: [
        { mediaType: 'mobile', urlPath: '/en', toDomain: 'm.betarena.example' },
        {
          mediaType: 'only screen and (max-width: 1024px)',
          urlPath: '/t/en',
          toDomain: 't.betarena.example',
        },
      ],
    });
    expect(mediaAlternates(data)).toEqual({
      [MOBILE_MEDIA_QUERY]: 'https://m.betarena.example/en',
      'only screen and (max-width: 1024px)': 'https://t.betarena.example/t/en',
    });
  });
});

describe('robots: the strictest of the route, metaRobots and hierarchyMetaRobots', () => {
  it.each([
    [[null, null, null], { index: true, follow: true }],
    [['noindex, nofollow', null, null], { index: false, follow: false }],
    [[null, 'index, follow', 'noindex, follow'], { index: false, follow: true }],
    [[null, 'NOINDEX', null], { index: false, follow: true }],
    [[null, 'none', null], { index: false, follow: false }],
    [[null, 'index,nofollow', 'index, follow'], { index: true, follow: false }],
  ])('%j → %j', (values, expected) => {
    expect(strictestRobots(...values)).toEqual(expected);
  });
});
