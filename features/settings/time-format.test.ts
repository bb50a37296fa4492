import {
  formatDate,
  formatDateTime,
  formatLongDateTime,
  formatTime,
  zoneLabel,
} from './time-format';

// 2026-11-22 22:30 UTC: near midnight, so an offset also moves the date.
const AT = '2026-11-22T22:30:00.000Z';

describe('one time formatter (spec 02 §3 timeZone, is12h)', () => {
  it.each([
    [3, false, '01:30', '23.11'],
    [0, false, '22:30', '22.11'],
    [-5, false, '17:30', '22.11'],
    [5.5, false, '04:00', '23.11'],
    [14, false, '12:30', '23.11'],
    [-12, false, '10:30', '22.11'],
    [3, true, '01:30 AM', '23.11'],
    [-5, true, '05:30 PM', '22.11'],
    [-10.5, true, '12:00 PM', '22.11'],
  ])('UTC%p, 12 h %p → %s on %s', (timeZone, is12h, time, date) => {
    const clock = { timeZone, is12h };
    expect(formatTime('en-US', clock, AT)).toBe(time);
    expect(formatDate('ru', clock, AT)).toBe(date);
  });

  it('uses fixed offsets: no daylight-saving shift in summer or winter', () => {
    const clock = { timeZone: 1, is12h: false };
    expect(formatTime('en-GB', clock, '2026-07-01T12:00:00Z')).toBe('13:00');
    expect(formatTime('en-GB', clock, '2026-01-01T12:00:00Z')).toBe('13:00');
  });

  it('shows date and time together, with the year', () => {
    expect(formatDateTime('ru', { timeZone: 3, is12h: false }, AT)).toBe('23.11.2026, 01:30');
    expect(formatDate('ru', { timeZone: 3, is12h: false }, AT, { withYear: true })).toBe(
      '23.11.2026',
    );
  });

  it('announces a moment in a sentence, in the zone it names', () => {
    expect(formatLongDateTime('en', { timeZone: 3, is12h: false }, AT)).toBe(
      'November 23, 2026 at 01:30 (UTC+3)',
    );
    expect(formatLongDateTime('en', { timeZone: -5, is12h: true }, AT)).toBe(
      'November 22, 2026 at 5:30 PM (UTC−5)',
    );
  });

  it.each([
    [3, 'UTC+3'],
    [0, 'UTC+0'],
    [-5, 'UTC−5'],
    [5.5, 'UTC+5:30'],
    [5.75, 'UTC+5:45'],
  ])('labels zone %p as %s', (zone, label) => {
    expect(zoneLabel(zone)).toBe(label);
  });
});
