import { champsByCountry, groupGames } from './line-grouping';
import { champ, game } from './line-fixtures.test-utils';

const champs = [
  champ(101, 'england'),
  champ(102, 'spain'),
  champ(106, 'europe'),
  champ(201, 'russia', 2),
];
const games = [
  game({ id: 1, champId: 101 }),
  game({ id: 2, champId: 102, champName: 'La Liga' }),
  game({ id: 3, champId: 201, sportId: 2, sportName: 'Ice hockey', sportSlug: 'ice-hockey' }),
  game({ id: 4, champId: 101 }),
  game({ id: 5, champId: 999 }),
];

describe('groupGames', () => {
  it('groups by sport, country and championship in the order of the games', () => {
    const sports = groupGames(games, champs, true);
    expect(
      sports.map((sport) => [
        sport.name,
        sport.countries.map((c) => [
          c.key,
          c.champs.map((ch) => [ch.champId, ch.games.map((g) => g.id)]),
        ]),
      ]),
    ).toEqual([
      [
        'Football',
        [
          ['england', [[101, [1, 4]]]],
          ['spain', [[102, [2]]]],
          // A championship the champs answer does not name still shows.
          ['other', [[999, [5]]]],
        ],
      ],
      ['Ice hockey', [['russia', [[201, [3]]]]]],
    ]);
    expect(sports[0]?.countries[0]?.country?.name).toBe('ENGLAND');
  });

  it('puts every championship of a sport in one group when not grouping by country', () => {
    const sports = groupGames(games, champs, false);
    expect(sports[0]?.countries).toHaveLength(1);
    expect(sports[0]?.countries[0]?.country).toBeNull();
    expect(sports[0]?.countries[0]?.champs.map((c) => c.champId)).toEqual([101, 102, 999]);
  });

  it('gives nothing for no games', () => {
    expect(groupGames([], champs, true)).toEqual([]);
  });
});

describe('champsByCountry', () => {
  it('keeps countries in the order of their first championship', () => {
    const groups = champsByCountry([champ(1, 'england'), champ(2, 'spain'), champ(3, 'england')]);
    expect(groups.map((g) => [g.country.code, g.champs.map((c) => c.id)])).toEqual([
      ['england', [1, 3]],
      ['spain', [2]],
    ]);
  });
});
