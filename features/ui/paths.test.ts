import { switchLanguage, withLanguage } from './paths';

describe('withLanguage', () => {
  it.each([
    ['en', '/', '/en'],
    ['en', '/about', '/en/about'],
    ['ru', 'rules/general', '/ru/rules/general'],
    ['ru', 'https://t.me/betarena', 'https://t.me/betarena'],
  ])('%s + %s → %s', (lng, href, expected) => {
    expect(withLanguage(lng, href)).toBe(expected);
  });
});

describe('switchLanguage', () => {
  it.each([
    ['/en', 'ru', '/ru'],
    ['/en/live/football', 'ru', '/ru/live/football'],
    ['/ru/', 'en', '/en'],
  ])('%s → %s: %s', (pathname, lng, expected) => {
    expect(switchLanguage(pathname, lng)).toBe(expected);
  });
});
