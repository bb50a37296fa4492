import { game } from '@/features/line/line-fixtures.test-utils';
import {
  DEFAULT_PANELS,
  MAX_PANELS,
  multiPath,
  parseMultiSelection,
  resolveSelection,
  topLiveGames,
} from './multi-selection';

const live = [101, 102, 103, 104, 105, 106].map((id) =>
  game({ id, status: 'live', isLive: true, isRecommended: id === 104 || id === 106 }),
);

describe('reading ?games= of the multi-live page', () => {
  it.each([
    ['no query', {}, { isChosen: false, ids: [], dropped: [] }],
    ['an empty list', { games: '' }, { isChosen: true, ids: [], dropped: [] }],
    ['one id', { games: '101' }, { isChosen: true, ids: [101], dropped: [] }],
    [
      'ids with spaces and empty items',
      { games: ' 101, ,102,' },
      { isChosen: true, ids: [101, 102], dropped: [] },
    ],
    [
      'a repeated parameter',
      { games: ['101,102', '103'] },
      { isChosen: true, ids: [101, 102, 103], dropped: [] },
    ],
    [
      'a repeat',
      { games: '101,102,101' },
      { isChosen: true, ids: [101, 102], dropped: [{ reason: 'duplicate', id: 101 }] },
    ],
    [
      'what is not a game id',
      { games: 'abc,0,-5,1.5,0101,1e3,101' },
      {
        isChosen: true,
        ids: [101],
        dropped: ['abc', '0', '-5', '1.5', '0101', '1e3'].map((value) => ({
          reason: 'invalid',
          value,
        })),
      },
    ],
    [
      'an id longer than any game id',
      { games: '1234567890123456' },
      { isChosen: true, ids: [], dropped: [{ reason: 'invalid', value: '1234567890123456' }] },
    ],
  ])('%s', (_, query, expected) => {
    expect(parseMultiSelection(query)).toEqual(expected);
  });

  it('quotes at most 24 characters of a malformed value', () => {
    const { dropped } = parseMultiSelection({ games: `<script>${'x'.repeat(100)}` });
    expect(dropped).toEqual([{ reason: 'invalid', value: `<script>${'x'.repeat(16)}` }]);
  });

  it('reads twelve ids at most and reports the rest', () => {
    const ids = Array.from({ length: 40 }, (_, i) => 200 + i);
    const parsed = parseMultiSelection({ games: ids.join(',') });
    expect(parsed.ids).toEqual(ids.slice(0, 12));
    expect(parsed.dropped).toEqual([{ reason: 'tooManyUnread', count: 28 }]);
  });
});

describe('the games on the screen', () => {
  const ids = (games: { id: number }[]) => games.map((item) => item.id);

  it('shows the top live games when nothing is chosen: recommended first', () => {
    const resolved = resolveSelection(parseMultiSelection({}), live);
    expect(resolved.isDefault).toBe(true);
    expect(ids(resolved.games)).toEqual([104, 106].slice(0, DEFAULT_PANELS));
    expect(resolved.dropped).toEqual([]);
    expect(ids(topLiveGames(live, 4))).toEqual([104, 106, 101, 102]);
  });

  it('shows the chosen games in the order chosen', () => {
    const resolved = resolveSelection(parseMultiSelection({ games: '105,101,103' }), live);
    expect(resolved).toEqual({ games: [live[4], live[0], live[2]], isDefault: false, dropped: [] });
  });

  it('drops games that are not live, then those past the fourth', () => {
    const resolved = resolveSelection(
      parseMultiSelection({ games: '101,999,102,103,104,105,106' }),
      live,
    );
    expect(ids(resolved.games)).toEqual([101, 102, 103, 104]);
    expect(resolved.games).toHaveLength(MAX_PANELS);
    expect(resolved.dropped).toEqual([
      { reason: 'notLive', id: 999 },
      { reason: 'tooMany', id: 105 },
      { reason: 'tooMany', id: 106 },
    ]);
  });

  it('falls back to the top games when nothing chosen can be shown, and says why', () => {
    const resolved = resolveSelection(parseMultiSelection({ games: '999,abc,999' }), live);
    expect(resolved.isDefault).toBe(true);
    expect(ids(resolved.games)).toEqual([104, 106]);
    expect(resolved.dropped).toEqual([
      { reason: 'invalid', value: 'abc' },
      { reason: 'duplicate', id: 999 },
      { reason: 'notLive', id: 999 },
    ]);
  });

  it('keeps an empty screen when every panel was taken off', () => {
    expect(resolveSelection(parseMultiSelection({ games: '' }), live)).toEqual({
      games: [],
      isDefault: false,
      dropped: [],
    });
  });

  it('shows nothing when nothing is live', () => {
    expect(resolveSelection(parseMultiSelection({}), []).games).toEqual([]);
  });
});

describe('multi-live links', () => {
  it('name the games in the query, an empty list included', () => {
    expect(multiPath('en', [101, 102])).toBe('/en/multi?games=101,102');
    expect(multiPath('ru', [])).toBe('/ru/multi?games=');
  });
});
