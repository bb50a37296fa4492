import { organizationData, sportsEventData, webSiteData } from './structured-data';

// issue 22 §7: the schema.org objects the home and game pages carry, with the fields the
// structured-data validators ask for.

describe('structured data', () => {
  it('names the operator, its logo and its pages elsewhere', () => {
    expect(
      organizationData({
        name: 'Bet Arena',
        origin: 'https://betarena.example',
        sameAs: ['https://t.me/betarena'],
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Bet Arena',
      url: 'https://betarena.example/',
      logo: 'https://betarena.example/icon.svg',
      sameAs: ['https://t.me/betarena'],
    });
    expect(
      organizationData({ name: 'B', origin: 'https://b.example', sameAs: [] }),
    ).not.toHaveProperty('sameAs');
  });

  it('gives the site a search action on its own game search', () => {
    const site = webSiteData({ name: 'Bet Arena', origin: 'https://betarena.example', lng: 'ru' });
    expect(site).toMatchObject({
      '@type': 'WebSite',
      url: 'https://betarena.example/ru',
      inLanguage: 'ru',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://betarena.example/ru/casino-search?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('describes a game with its teams, start, sport and championship', () => {
    const event = sportsEventData(
      {
        opponents: ['Arsenal', 'Chelsea'],
        startTime: '2026-11-28T14:00:00.000Z',
        sportName: 'Football',
        champName: 'Premier League',
      },
      'https://betarena.example/en/line/all/football/101-premier-league/100003-arsenal-chelsea',
    );
    expect(event).toMatchObject({
      '@type': 'SportsEvent',
      name: 'Arsenal — Chelsea',
      startDate: '2026-11-28T14:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      sport: 'Football',
      superEvent: { '@type': 'SportsEvent', name: 'Premier League' },
      homeTeam: { '@type': 'SportsTeam', name: 'Arsenal' },
      awayTeam: { '@type': 'SportsTeam', name: 'Chelsea' },
    });
  });
});
