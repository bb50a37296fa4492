import { defaultCountryId, fitsMask, maskOf, maskPlaceholder, phoneDigits } from './phone';
import { PHONE_DATA } from './testing/render-auth';

describe('phone masks (spec 01 §3 Phone data, §5 Min and Max)', () => {
  it.each([
    ['9000000001', 1, true],
    ['900000000', 1, false],
    ['90000000011', 1, false],
    ['501234567', 3, true],
    ['5012345678', 3, false],
  ])('%s for country %i fits: %s', (digits, countryId, fits) => {
    expect(fitsMask(digits, maskOf(PHONE_DATA, countryId))).toBe(fits);
  });

  it('reads the digits of a typed number and shows the mask as a placeholder', () => {
    expect(phoneDigits('(900) 000-00-01')).toBe('9000000001');
    expect(maskPlaceholder(maskOf(PHONE_DATA, 1))).toBe('(000) 000-00-00');
  });

  it('starts with the visitor’s country when listed, else the first', () => {
    expect(defaultCountryId(PHONE_DATA, 3)).toBe(3);
    expect(defaultCountryId(PHONE_DATA, 99)).toBe(1);
    expect(defaultCountryId(null, 1)).toBeNull();
  });
});
