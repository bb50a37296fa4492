import { TIME_FILTERS } from '@/server/upstream/schemas/line';
import { lineViewQuery, parseLineView } from './line-view';

describe('parseLineView', () => {
  it('defaults to every game grouped by country', () => {
    expect(parseLineView()).toEqual({ timeFilter: 0, isGroupByCountry: true });
    expect(parseLineView({})).toEqual({ timeFilter: 0, isGroupByCountry: true });
  });

  it.each([
    ['0', 0],
    ['1', 1],
    ['2', 2],
    ['3', 3],
    ['6', 6],
  ])('takes time filter %s', (tf, timeFilter) => {
    expect(parseLineView({ tf }).timeFilter).toBe(timeFilter);
  });

  it.each(['4', '5', '7', '-1', '1.5', 'abc', '', ' ', '1e0x', '99999999999999999999'])(
    'falls back to all for tf=%j',
    (tf) => {
      expect(parseLineView({ tf }).timeFilter).toBe(TIME_FILTERS.all);
    },
  );

  it('reads the first of repeated values', () => {
    expect(parseLineView({ tf: ['6', '1'] }).timeFilter).toBe(6);
  });

  it('turns grouping by country off only for byCountry=0', () => {
    expect(parseLineView({ byCountry: '0' }).isGroupByCountry).toBe(false);
    expect(parseLineView({ byCountry: '1' }).isGroupByCountry).toBe(true);
    expect(parseLineView({ byCountry: 'no' }).isGroupByCountry).toBe(true);
  });
});

describe('lineViewQuery', () => {
  it('leaves the defaults out', () => {
    expect(lineViewQuery({ timeFilter: 0, isGroupByCountry: true })).toBe('');
  });

  it('writes what differs and reads back the same view', () => {
    const view = { timeFilter: 6, isGroupByCountry: false } as const;
    const query = lineViewQuery(view);
    expect(query).toBe('?tf=6&byCountry=0');
    expect(parseLineView(Object.fromEntries(new URLSearchParams(query)))).toEqual(view);
  });
});
