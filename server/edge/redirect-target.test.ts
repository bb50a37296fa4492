import { safeTarget, sitePath } from './redirect-target';

/**
 * Locations that reach another host once a browser (or a proxy that decodes `%2F`, `%5C`, `%2E`
 * first) has normalised them: tabs and newlines dropped, `\` read as `/`, dot segments resolved,
 * and a same-origin path that starts with `//` sent out relative, as Next does.
 */
const OFF_SITE = [
  '//evil.example',
  '///evil.example',
  '//evil.example/en',
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/en/..//evil.example',
  '/en/../..//evil.example',
  '/en/x/../..//evil.example?a=1',
  '/.//evil.example',
  '/./\\evil.example',
  '/en/..\\/evil.example',
  '/en/..\\\\evil.example',
  '/en/.\t./\t/evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E/\\evil.example',
  '/en/.%2e//evil.example',
  '/en/%2e%2e/%2e%2e//evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5C%5Cevil.example',
  '/%5c/evil.example',
  '/%2F%5Cevil.example',
  '/%2F%2F',
  '/en/..%2F%2Fevil.example',
  '/en/..%2f/evil.example',
  '/en/%2e%2e%2F%2Fevil.example',
  '/en/..%5C%5Cevil.example',
  '/en/%2E%2E%5C/evil.example',
  '/en/%2e%2e/%2e%2e/%2F%2Fevil.example',
];

/** Targets that are no site path and no http(s) URL written out as one. */
const REFUSED = [
  '',
  '/en/\u0000x',
  '/en/\u001bx',
  '/en/\u007fx',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'ftp://evil.example/',
  'https:evil.example',
  'https:/evil.example',
  'http:\\evil.example',
  'https:///evil.example',
  'evil.example',
  'en/contacts',
  '?next=//evil.example',
  '#//evil.example',
];

describe('sitePath', () => {
  it.each(OFF_SITE)('refuses %j: it reads as another host', (location) => {
    expect(sitePath(location)).toBeNull();
  });

  it.each([...REFUSED, 'https://partner.example/x'])('refuses %j: not a site path', (location) => {
    expect(sitePath(location)).toBeNull();
  });

  it.each([
    ['/en/contacts', '/en/contacts'],
    ['/en', '/en'],
    ['/en\\contacts', '/en/contacts'],
    ['/en//contacts', '/en/contacts'],
    ['/en///contacts//', '/en/contacts/'],
    ['/en/./contacts', '/en/contacts'],
    ['/en/x/../contacts', '/en/contacts'],
    ['/en/%2e%2e/ru/rules', '/ru/rules'],
    ['/en/\tcon\ntacts', '/en/contacts'],
    ['/../../en', '/en'],
    ['/en/a%2Fb', '/en/a%2Fb'],
    ['/en/%2F%2Fevil.example', '/en/%2F%2Fevil.example'],
    ['/en/line?x=1&next=//evil.example', '/en/line?x=1&next=//evil.example'],
    ['/en/contacts?tab=1#top', '/en/contacts?tab=1#top'],
    // Past the path a backslash is data, as a browser reads it.
    ['/en\\line?q=a\\b#c\\d', '/en/line?q=a\\b#c\\d'],
    ['/en/игры', '/en/%D0%B8%D0%B3%D1%80%D1%8B'],
  ])('%j → %j', (location, expected) => {
    expect(sitePath(location)).toBe(expected);
  });
});

describe('safeTarget (redirect-light)', () => {
  it.each([...OFF_SITE, ...REFUSED])('refuses %j', (target) => {
    expect(safeTarget(target)).toBeNull();
  });

  it('refuses no target at all', () => {
    expect(safeTarget(null)).toBeNull();
  });

  it.each([
    ['/en/contacts', '/en/contacts'],
    ['/en/x/../contacts?tab=1', '/en/contacts?tab=1'],
    ['/en\\contacts', '/en/contacts'],
    ['https://partner.example/x', 'https://partner.example/x'],
    ['HTTPS://Partner.Example/x?y=1', 'https://partner.example/x?y=1'],
    ['https:\\\\partner.example\\x', 'https://partner.example/x'],
    ['http://partner.example', 'http://partner.example/'],
    ['https://partner.example/a/../b//c', 'https://partner.example/b//c'],
  ])('%j → %j', (target, expected) => {
    expect(safeTarget(target)).toBe(expected);
  });

  // Next sends a URL of the site's own origin out relative, as its path: that path must not read
  // as `//host` either.
  it.each([
    'http://localhost:3000//evil.example',
    'http://localhost:3000/\\evil.example',
    'https://partner.example/a/..//evil.example',
    'https://partner.example/%2F%2Fevil.example',
    'http://localhost:3000/%2e%2e%2F%2Fevil.example',
  ])('refuses %j: its path reads as another host', (target) => {
    expect(safeTarget(target)).toBeNull();
  });
});
