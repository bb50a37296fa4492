import { CONVERSION_ALLOW_STATUS, takeConversionReminder } from './conversion-reminder';

beforeEach(() => sessionStorage.clear());

describe('spec 01 §6 the account-conversion reminder', () => {
  it('is shown once per user per session', () => {
    const { mainAccountAllowed } = CONVERSION_ALLOW_STATUS;
    expect(takeConversionReminder(7, mainAccountAllowed, 'RUB')).toEqual({ title: 'conversion' });
    expect(takeConversionReminder(7, mainAccountAllowed, 'RUB')).toBeNull();
    expect(takeConversionReminder(8, mainAccountAllowed, 'RUB')).toEqual({ title: 'conversion' });
    sessionStorage.clear();
    expect(takeConversionReminder(7, mainAccountAllowed, 'RUB')).not.toBeNull();
  });

  it.each([
    [CONVERSION_ALLOW_STATUS.notAllowed, 'RUB', null],
    [CONVERSION_ALLOW_STATUS.mainAccountAllowed, 'HRK', { title: 'conversionHrk' }],
    [CONVERSION_ALLOW_STATUS.additionalAccountAllowed, 'EUR', { title: 'conversion' }],
  ])('allow status %i, currency %s → %j', (status, currency, expected) => {
    expect(takeConversionReminder(1, status, currency)).toEqual(expected);
  });

  it('a not-allowed status does not use up the one showing', () => {
    takeConversionReminder(3, CONVERSION_ALLOW_STATUS.notAllowed, 'RUB');
    expect(
      takeConversionReminder(3, CONVERSION_ALLOW_STATUS.additionalAccountAllowed, 'RUB'),
    ).not.toBeNull();
  });

  it('shows it when storage refuses rather than never', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(
      takeConversionReminder(4, CONVERSION_ALLOW_STATUS.mainAccountAllowed, 'RUB', refusing),
    ).toEqual({ title: 'conversion' });
  });
});
