import {
  ANALYTICS_STORAGE_KEY,
  ANALYTICS_STORAGE_LIFETIME_MS,
  readAnalyticsStorage,
  secondsSince,
  updateAnalyticsStorage,
} from './analytics-storage';

const START = Date.UTC(2026, 4, 4, 10, 0, 0);
const HOUR = 3_600_000;

const countAuthTry = (now: number) =>
  updateAnalyticsStorage(
    (stored) => ({
      ...stored,
      authTryCounter: stored.authTryCounter + 1,
      lastAuthPopUpCallTime: now,
    }),
    now,
  );

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('analytics storage (spec 02 §3, §9 "lifetime 24 h")', () => {
  it('lives 24 h', () => {
    expect(ANALYTICS_STORAGE_LIFETIME_MS).toBe(24 * HOUR);
  });

  it('keeps the counters from one visit to the next within 24 h of the first write', () => {
    countAuthTry(START);
    countAuthTry(START + 5 * HOUR);
    expect(countAuthTry(START + 23 * HOUR)).toMatchObject({
      authTryCounter: 3,
      lastAuthPopUpCallTime: START + 23 * HOUR,
    });
    expect(readAnalyticsStorage(START + 24 * HOUR - 1).authTryCounter).toBe(3);
  });

  it('starts again once the 24 h have passed, however often it was written meanwhile', () => {
    countAuthTry(START);
    countAuthTry(START + 20 * HOUR);
    updateAnalyticsStorage((stored) => ({ ...stored, hasDone: true }), START + 21 * HOUR);
    expect(readAnalyticsStorage(START + 24 * HOUR)).toMatchObject({
      authTryCounter: 0,
      lastAuthPopUpCallTime: null,
      hasDone: false,
    });
    // A fresh storage gets a fresh day.
    countAuthTry(START + 25 * HOUR);
    expect(readAnalyticsStorage(START + 48 * HOUR).authTryCounter).toBe(1);
    expect(readAnalyticsStorage(START + 49 * HOUR).authTryCounter).toBe(0);
  });

  it('starts again, with a warning, from a value it cannot read', () => {
    localStorage.setItem(ANALYTICS_STORAGE_KEY, '{"expiresAt":"soon","data":{}}');
    expect(readAnalyticsStorage(START).regTryCounter).toBe(0);
    localStorage.setItem(ANALYTICS_STORAGE_KEY, 'not json');
    expect(countAuthTry(START).authTryCounter).toBe(1);
    expect(console.warn).toHaveBeenCalledWith('analytics storage was not valid and starts again');
  });

  it('goes on without storage, with a warning only (spec 02 §8 "analytics storage warnings")', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(countAuthTry(START).authTryCounter).toBe(1);
    expect(console.warn).toHaveBeenCalledWith(
      'analytics storage not saved:',
      expect.any(DOMException),
    );
    expect(readAnalyticsStorage(START).authTryCounter).toBe(0);
  });
});

describe('secondsSince', () => {
  it.each([
    [null, START, null],
    [START, START + 61_500, 61],
    [START + 1000, START, null],
    [START - 3 * 24 * HOUR, START, 86_400],
  ])('%s → %s: %s', (earlier, now, expected) => {
    expect(secondsSince(earlier, now)).toBe(expected);
  });
});
