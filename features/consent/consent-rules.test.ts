import {
  agreeTypeOfSelection,
  COOKIE_OPTIONS,
  consentCookieValue,
  decideConsent,
  isCookieTypeAllowed,
  parseConsentCookie,
  type CookieType,
} from './consent-rules';

const selection = (functionality: boolean, marketing: boolean) =>
  COOKIE_OPTIONS.map((option) =>
    option.name === 'functionality'
      ? { ...option, checked: functionality }
      : option.name === 'marketing'
        ? { ...option, checked: marketing }
        : option,
  );

describe('accept selected (spec 01 §4)', () => {
  it.each([
    [true, true, 'all'],
    [true, false, 'functionality'],
    [false, true, 'marketing'],
    [false, false, 'disable'],
  ] as const)('functionality %s, marketing %s → %s', (functionality, marketing, expected) => {
    expect(agreeTypeOfSelection(selection(functionality, marketing))).toBe(expected);
  });

  it('necessary is always on and cannot be changed', () => {
    expect(COOKIE_OPTIONS[0]).toEqual({
      name: 'necessary',
      checked: true,
      disabled: true,
      cookiesType: 'disable',
    });
  });
});

describe('which cookie types a choice allows (spec 02 §3, §4, §6)', () => {
  const types: CookieType[] = ['necessary', 'functionality', 'marketing'];
  it.each([
    [null, [true, false, false]],
    ['disable', [true, false, false]],
    ['functionality', [true, true, false]],
    ['marketing', [true, false, true]],
    ['all', [true, true, true]],
  ] as const)('%s', (agreeType, allowed) => {
    expect(types.map((type) => isCookieTypeAllowed(agreeType, type))).toEqual(allowed);
  });
});

describe('the consent cookie', () => {
  it('reads back what it wrote', () => {
    expect(parseConsentCookie(consentCookieValue('marketing', 1772445600000))).toEqual({
      type: 'marketing',
      agreedAt: 1772445600000,
    });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['an unknown type', 'everything.1772445600000'],
    ['no time', 'all'],
    ['a time that is not a number', 'all.yesterday'],
    ['a zero time', 'all.0'],
    ['extra parts', 'all.1772445600000.1'],
    ['upper case', 'ALL.1772445600000'],
    ['JSON', '{"type":"all"}'],
    ['an overlong value', `all.${'1'.repeat(80)}`],
  ])('%s counts as no choice', (_name, value) => {
    expect(parseConsentCookie(value)).toBeNull();
  });
});

describe('what a page renders', () => {
  const saved = { type: 'disable' as const, agreedAt: 1 };
  it.each([
    ['a saved choice holds', { saved, popupEnabled: true, isBot: false }, 'disable', false],
    [
      'a saved refusal holds when the popup is off since',
      { saved, popupEnabled: false, isBot: false },
      'disable',
      false,
    ],
    ['no choice: asked', { saved: null, popupEnabled: true, isBot: false }, null, true],
    ['popup off by config: all', { saved: null, popupEnabled: false, isBot: false }, 'all', false],
    [
      'a crawler: no modal, nothing optional',
      { saved: null, popupEnabled: true, isBot: true },
      null,
      false,
    ],
    [
      'a technical page: no modal, nothing optional',
      { saved: null, popupEnabled: null, isBot: false },
      null,
      false,
    ],
  ] as const)('%s', (_name, input, agreeType, showModal) => {
    expect(decideConsent(input)).toEqual({ agreeType, showModal });
  });
});
