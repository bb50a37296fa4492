import { supportOptions, type SupportSettings } from './support-options';

const SITE: SupportSettings = {
  isAvailableCallback: true,
  langsHiddenCallback: ['de'],
  consultantParams: { consultant_id: 'betarena-support' },
};

describe('support options by the site config (spec 01 §3 Support)', () => {
  it.each<[string, Partial<SupportSettings>, string, string[]]>([
    ['every option', {}, 'en', ['callback', 'chat', 'email']],
    ['no call back in a language that hides it', {}, 'de', ['chat', 'email']],
    [
      'no call back when the site offers none',
      { isAvailableCallback: false },
      'en',
      ['chat', 'email'],
    ],
    ['no chat without a consultant', { consultantParams: null }, 'en', ['callback', 'email']],
    [
      'no chat with an empty consultant id',
      { consultantParams: { consultant_id: '' } },
      'en',
      ['callback', 'email'],
    ],
    [
      'the e-mail form alone',
      { isAvailableCallback: false, consultantParams: null },
      'en',
      ['email'],
    ],
  ])('%s', (_case, change, lng, expected) => {
    expect(supportOptions({ ...SITE, ...change }, lng)).toEqual(expected);
  });
});
