import { OFFICE_SETTING_IDS } from '@/server/upstream/schemas/office-settings';
import {
  DEFAULT_PREFERENCES,
  FLAG_PREFERENCE_DEFAULTS,
  is12hByGeo,
  mergePreferences,
  parsePreferences,
  PREFERENCE_KEYS,
  PREFERENCES_COOKIE_MAX_BYTES,
  serializePreferences,
} from './preferences';

describe('preferences record', () => {
  it('has the defaults of spec 02 §3 and §9', () => {
    expect(DEFAULT_PREFERENCES).toMatchObject({
      appViewType: 0,
      coefViewId: 0,
      timeZone: 3,
      isGroupByCountry: true,
      isAccumulatorOfTheDay: 1,
      isLiveAccumulatorOfTheDay: 1,
      isDisplayStatsInNewWindow: 1,
      isMoveVideoOnScroll: 1,
      isAppCompactView: 0,
      isAppLightVersion: 0,
      isBestMatchesOnTop: 0,
      isBetGenerator: 0,
      isDetailedScore: 0,
      isShowGameId: 0,
      isShowSportsOnly: 0,
      isTeamLogosInCoupon: 0,
    });
    expect(Object.keys(FLAG_PREFERENCE_DEFAULTS)).toHaveLength(12);
    expect(DEFAULT_PREFERENCES.is12h).toBeUndefined();
  });

  it('reads an empty record as exactly the declared defaults (the store starts from them)', () => {
    expect(parsePreferences('{}')).toStrictEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences(undefined)).toStrictEqual(DEFAULT_PREFERENCES);
  });

  it('round-trips through the cookie value', () => {
    const chosen = {
      ...DEFAULT_PREFERENCES,
      coefViewId: 2 as const,
      timeZone: -5,
      is12h: true,
      appViewType: 1 as const,
      isShowGameId: 1 as const,
      isAccumulatorOfTheDay: 0 as const,
      isGroupByCountry: false,
    };
    expect(parsePreferences(serializePreferences(chosen))).toEqual(chosen);
  });

  it('writes only what differs from the defaults', () => {
    expect(serializePreferences(DEFAULT_PREFERENCES)).toBe('{}');
    expect(JSON.parse(serializePreferences({ ...DEFAULT_PREFERENCES, coefViewId: 1 }))).toEqual({
      coefViewId: 1,
    });
  });

  it.each([
    ['no cookie', undefined],
    ['empty', ''],
    ['not JSON', '{coefViewId:1'],
    ['an array', '[1,2]'],
    ['a number', '42'],
    ['null', 'null'],
    ['over 4 KB', JSON.stringify({ coefViewId: 1, pad: 'x'.repeat(PREFERENCES_COOKIE_MAX_BYTES) })],
  ])('gives the defaults for a bad cookie: %s', (_name, value) => {
    expect(parsePreferences(value)).toEqual(DEFAULT_PREFERENCES);
  });

  it('drops unknown fields and keeps the valid ones when one is bad', () => {
    const parsed = parsePreferences(
      JSON.stringify({ coefViewId: 1, timeZone: 99, isShowGameId: 7, admin: true, __proto__: 1 }),
    );
    expect(parsed).toEqual({ ...DEFAULT_PREFERENCES, coefViewId: 1 });
    expect(parsed).not.toHaveProperty('admin');
  });

  it.each([
    ['coefViewId', 3],
    ['coefViewId', '1'],
    ['timeZone', 14.5],
    ['timeZone', -13],
    ['timeZone', 3.1],
    ['appFontSize', 100],
    ['appViewType', 2],
    ['isGroupByCountry', 1],
  ])('falls back to the default for %s = %p', (field, value) => {
    expect(parsePreferences(JSON.stringify({ [field]: value }))).toEqual(DEFAULT_PREFERENCES);
  });

  it('merges a patch: valid fields win, a bad value keeps the base value', () => {
    const base = { ...DEFAULT_PREFERENCES, timeZone: 5, coefViewId: 2 as const };
    expect(mergePreferences(base, { timeZone: 99, coefViewId: 1, unknown: 1 })).toEqual({
      ...base,
      coefViewId: 1,
    });
    expect(mergePreferences(base, null)).toEqual(base);
  });
});

describe('12 h clock by geo (spec 01 §3 customizeConfig)', () => {
  it.each([
    [true, [840, 826], 840, true],
    [true, [840], 643, false],
    [false, [840], 840, false],
    [true, [], 840, false],
  ])('has_twelve_h_by_geo %p, list %p, geo %p → %p', (on, list, geo, expected) => {
    expect(is12hByGeo({ has_twelve_h_by_geo: on, geo_with_twelve_format: list }, geo)).toBe(
      expected,
    );
  });
});

it('saves upstream exactly the preferences of the record (office settings ids)', () => {
  expect([...OFFICE_SETTING_IDS].sort()).toEqual([...PREFERENCE_KEYS].sort());
});
