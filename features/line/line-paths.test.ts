import { champSegment, gamePath, gameSegment, idOfSegment, linePath, slugOf } from './line-paths';

const match = {
  id: 100003,
  isLive: false,
  sportSlug: 'football',
  champId: 101,
  champSlug: 'premier-league',
  teamSlugs: ['nottingham-forest', 'brentford'] as [string, string],
};

describe('idOfSegment', () => {
  it.each([
    ['101', 101],
    ['101-premier-league', 101],
    ['100003-nottingham-forest-brentford', 100003],
    ['7-', 7],
  ])('%s → %s', (segment, id) => {
    expect(idOfSegment(segment)).toBe(id);
  });

  it.each([undefined, '', 'epl', '0', '012', '-1', '1_2', '101-Premier', '1234567890123456'])(
    'rejects %j',
    (segment) => {
      expect(idOfSegment(segment)).toBeNull();
    },
  );
});

describe('segments and paths', () => {
  it('puts the id before the slug', () => {
    expect(champSegment({ id: 101, slug: 'premier-league' })).toBe('101-premier-league');
    expect(champSegment({ id: 101, slug: '' })).toBe('101');
    expect(gameSegment(match)).toBe('100003-nottingham-forest-brentford');
    expect(gameSegment({ ...match, teamSlugs: null })).toBe('100003-premier-league');
  });

  it('keeps a game slug within the 96 characters the route allows', () => {
    const long = 'a'.repeat(60);
    const segment = gameSegment({ ...match, teamSlugs: [long, `b-${long}`] });
    expect(segment).toMatch(/^\d{1,18}(-[a-z0-9-]{1,96})?$/);
    expect(segment.endsWith('-')).toBe(false);
  });

  it('builds the game route under its stream', () => {
    expect(gamePath('en', match)).toBe(
      '/en/line/all/football/101-premier-league/100003-nottingham-forest-brentford',
    );
    expect(gamePath('ru', { ...match, isLive: true })).toMatch(/^\/ru\/live\/all\/football\//);
  });

  it('builds list paths with the view query', () => {
    expect(linePath('en', 'live')).toBe('/en/live');
    expect(linePath('en', 'line', { sport: 'tennis' })).toBe('/en/line/all/tennis');
    expect(
      linePath(
        'en',
        'line',
        { sport: 'football', champ: { id: 101, slug: 'premier-league' } },
        { timeFilter: 1, isGroupByCountry: false },
      ),
    ).toBe('/en/line/all/football/101-premier-league?tf=1&byCountry=0');
  });

  it('makes ASCII slugs of names', () => {
    expect(slugOf('Dota 2')).toBe('dota-2');
    expect(slugOf('CS2')).toBe('cs2');
    expect(slugOf('Málaga CF')).toBe('malaga-cf');
  });
});
