import {
  isWithinWorkingHours,
  languagesLabel,
  utcOffsetLabel,
  workingDaysLabel,
} from './working-hours';

const WEEKDAYS = { days: [1, 2, 3, 4, 5], from: '09:00', to: '18:00', utcOffset: 3 };

describe('is the manager at work', () => {
  it.each([
    // Monday 16 March 2026.
    ['Monday 09:00 in Moscow', '2026-03-16T06:00:00Z', true],
    ['Monday 17:59 in Moscow', '2026-03-16T14:59:00Z', true],
    ['Monday 18:00 in Moscow: the day is over', '2026-03-16T15:00:00Z', false],
    ['Monday 08:59 in Moscow', '2026-03-16T05:59:00Z', false],
    ['Saturday noon', '2026-03-21T09:00:00Z', false],
    // 23:30 UTC on Sunday is already Monday 02:30 in Moscow: still before work.
    ['Sunday night UTC, Monday early in Moscow', '2026-03-15T23:30:00Z', false],
  ])('%s', (_name, at, expected) => {
    expect(isWithinWorkingHours(WEEKDAYS, Date.parse(at))).toBe(expected);
  });

  it('keeps a shift past midnight on the day it started', () => {
    const night = { days: [5], from: '20:00', to: '02:00', utcOffset: 0 };
    expect(isWithinWorkingHours(night, Date.parse('2026-03-20T23:00:00Z'))).toBe(true);
    expect(isWithinWorkingHours(night, Date.parse('2026-03-21T01:30:00Z'))).toBe(true);
    expect(isWithinWorkingHours(night, Date.parse('2026-03-21T02:00:00Z'))).toBe(false);
    expect(isWithinWorkingHours(night, Date.parse('2026-03-19T23:00:00Z'))).toBe(false);
  });
});

describe('how the hours read', () => {
  it('joins consecutive days into ranges in the page’s language', () => {
    expect(workingDaysLabel([1, 2, 3, 4, 5, 6], 'en')).toBe('Mon–Sat');
    expect(workingDaysLabel([6, 7, 1, 2, 3], 'en')).toBe('Mon–Wed, Sat, Sun');
    expect(workingDaysLabel([3], 'en')).toBe('Wed');
    expect(workingDaysLabel([1, 2, 3, 4, 5], 'ru')).toBe('пн–пт');
  });

  it('names the zone by its offset', () => {
    expect(utcOffsetLabel(3)).toBe('UTC+3');
    expect(utcOffsetLabel(0)).toBe('UTC');
    expect(utcOffsetLabel(-5)).toBe('UTC−5');
    expect(utcOffsetLabel(5.5)).toBe('UTC+5:30');
  });

  it('names the languages, capitalised', () => {
    expect(languagesLabel(['ru', 'en'], 'en')).toBe('Russian, English');
    expect(languagesLabel(['ru', 'en'], 'ru')).toBe('Русский, Английский');
  });
});
