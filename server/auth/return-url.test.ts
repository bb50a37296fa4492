import { safeReturnUrl } from './return-url';

describe('safeReturnUrl: same-origin paths only', () => {
  it.each([
    ['/en/office/history', '/en/office/history'],
    ['/ru/live/all/football?x=1#odds', '/ru/live/all/football?x=1#odds'],
    ['%2Fen%2Foffice%2Fhistory%3Fpage%3D2', '/en/office/history?page=2'],
    ['/en/./office/../casino', '/en/casino'],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnUrl(input, 'en')).toBe(expected);
  });

  it.each([
    null,
    '',
    '//evil.example',
    '//evil.example/en',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/en',
    'http:evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    ' //evil.example',
    '/en/user/login?returnUrl=/en/user/login',
    '/en/registration',
    '/api/auth/logout',
    'en/office',
    '/%E0%A4%A',
    `/en/${'a'.repeat(3000)}`,
  ])('%j → the language root', (input) => {
    expect(safeReturnUrl(input, 'ru')).toBe('/ru');
  });
});
