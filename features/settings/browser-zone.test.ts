import { browserZoneOf, parseBrowserZone, zoneShown } from './browser-zone';
import { initialSettings, settingsSlice } from './settingsSlice';
import { formatDateTime, formatTime } from './time-format';

// issue 22 §3: a time names its zone unless it is the visitor's own.

describe('the browser zone', () => {
  it.each([
    ['1', 1],
    ['-5', -5],
    ['5.5', 5.5],
    ['5.75', 5.75],
    ['14', 14],
  ])('reads %s as %s hours', (value, hours) => {
    expect(parseBrowserZone(value)).toBe(hours);
  });

  it.each([undefined, '', 'x', '15', '-13', '5.3', '1e1', '01:00'])(
    'takes %p for no zone',
    (value) => {
      expect(parseBrowserZone(value)).toBeNull();
    },
  );

  it('is the browser offset in hours, to the quarter', () => {
    const berlinWinter = { getTimezoneOffset: () => -60 } as Date;
    const newfoundland = { getTimezoneOffset: () => 210 } as Date;
    expect(browserZoneOf(berlinWinter)).toBe(1);
    expect(browserZoneOf(newfoundland)).toBe(-3.5);
  });

  it('names the zone unless it is the visitor’s own, or when that is unknown', () => {
    expect(zoneShown(3, 3)).toBe(false);
    expect(zoneShown(3, 1)).toBe(true);
    expect(zoneShown(3, null)).toBe(true);
  });
});

describe('a time with its zone', () => {
  const start = '2026-11-27T11:05:00Z';
  it('follows the time when the zone is to be named, with a space that does not break', () => {
    const clock = { timeZone: 3, is12h: false, showZone: true };
    expect(formatTime('en', clock, start)).toBe('14:05\u00a0UTC+3');
    expect(formatDateTime('en', clock, start)).toMatch(/14:05\u00a0UTC\+3$/);
    expect(formatTime('en', { ...clock, showZone: false }, start)).toBe('14:05');
  });

  it('the browser and the server decide alike: the slice’s clock from the same two values', () => {
    const select = (browserZone: number | null, timeZone = 3) =>
      settingsSlice.selectors.selectDisplayClock({
        settings: { ...initialSettings, timeZone, browserZone },
      });
    expect(select(1).showZone).toBe(true);
    expect(select(3).showZone).toBe(false);
    expect(select(null).showZone).toBe(true);
    expect(select(1, 1).showZone).toBe(false);
  });
});
