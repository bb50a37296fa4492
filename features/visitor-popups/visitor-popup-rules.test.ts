import {
  isModalOpen,
  NEW_SITE_MAX_AGE_S,
  NEW_SITE_MEMORY_MS,
  newSiteMemoryLeftS,
  nextReminderAt,
  parseStoredTime,
  POPUP_RECHECK_MS,
  reminderWaitMs,
  whenClear,
} from './visitor-popup-rules';

const NOW = Date.UTC(2026, 4, 1, 12);

describe('registration reminder timing (spec 01 §3, §4, §9: delay in seconds, interval in minutes)', () => {
  it.each([
    ['first visit: the delay', 30, null, 30_000],
    ['a next allowed time already past: the delay', 30, NOW - 1, 30_000],
    ['a next allowed time later than the delay: until then', 30, NOW + 3_600_000, 3_600_000],
    ['a next allowed time sooner than the delay: the delay', 30, NOW + 5_000, 30_000],
    ['no delay', 0, null, 0],
  ])('%s', (_, delayS, nextAllowedAt, expected) => {
    expect(reminderWaitMs(delayS, nextAllowedAt, NOW)).toBe(expected);
  });

  it('0 stored means never again', () => {
    expect(reminderWaitMs(30, 0, NOW)).toBeNull();
  });

  it('a time beyond what a browser timer can wait is not waited for on this page', () => {
    expect(reminderWaitMs(30, NOW + 30 * 86_400_000, NOW)).toBeNull();
  });

  it('the next allowed time is now plus the interval, or 0 without one', () => {
    expect(nextReminderAt(60, NOW)).toBe(NOW + 3_600_000);
    expect(nextReminderAt(0.5, NOW)).toBe(NOW + 30_000);
    expect(nextReminderAt(0, NOW)).toBe(0);
  });

  it.each([
    [null, null],
    ['', null],
    ['soon', null],
    ['-5', null],
    ['1.5', null],
    ['0', 0],
    [String(NOW), NOW],
  ])('reads the stored value %p as %p', (stored, expected) => {
    expect(parseStoredTime(stored)).toBe(expected);
  });
});

describe('new-site modal memory (spec 01 §9 15768e7 ms)', () => {
  it('is about five years, as a cookie Max-Age in seconds', () => {
    expect(NEW_SITE_MAX_AGE_S).toBe(157_680_000);
    expect(NEW_SITE_MAX_AGE_S / 86_400 / 365).toBe(5);
  });

  it.each([
    ['never shown', null, 0, 0],
    ['shown now', NOW, NOW, 157_680_000],
    ['shown 3 years ago', NOW - 3 * 365 * 86_400_000, NOW, 2 * 365 * 86_400],
    ['shown 5 years less a second ago', NOW - NEW_SITE_MEMORY_MS + 1000, NOW, 1],
    ['shown 5 years ago', NOW - NEW_SITE_MEMORY_MS, NOW, 0],
    ['shown "in the future" (a clock set back)', NOW + 1000, NOW, 0],
  ])('%s: %p seconds left', (_, seenAt, now, left) => {
    expect(newSiteMemoryLeftS(seenAt, now)).toBe(left);
  });
});

describe('waiting for a clear page', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('sees an open modal dialog, not a dialog that is not modal', () => {
    document.body.innerHTML = '<div role="dialog" aria-modal="false"></div>';
    expect(isModalOpen()).toBe(false);
    document.body.innerHTML = '<div role="dialog" aria-modal="true"></div>';
    expect(isModalOpen()).toBe(true);
  });

  it('shows at once when clear, else looks again every second until it is', () => {
    jest.useFakeTimers();
    let clear = false;
    const show = jest.fn();
    whenClear(() => clear, show);
    jest.advanceTimersByTime(POPUP_RECHECK_MS * 3);
    expect(show).not.toHaveBeenCalled();
    clear = true;
    jest.advanceTimersByTime(POPUP_RECHECK_MS);
    expect(show).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(POPUP_RECHECK_MS * 3);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('stops looking when cancelled', () => {
    jest.useFakeTimers();
    let clear = false;
    const show = jest.fn();
    const stop = whenClear(() => clear, show);
    stop();
    clear = true;
    jest.advanceTimersByTime(POPUP_RECHECK_MS * 3);
    expect(show).not.toHaveBeenCalled();
  });
});
