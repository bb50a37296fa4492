import {
  organizationData,
  promotionEventData,
  sportsEventData,
  videoGameData,
  webSiteData,
} from './structured-data';

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

describe('a casino game and a promotion', () => {
  it('a game is a VideoGame with its studio, genres and free demo, as its page says', () => {
    expect(
      videoGameData({
        name: 'Scarab Dunes',
        url: 'https://b.example/en/slots/game/1089/scarab-dunes',
        image: 'https://b.example/api/casino/images/games/1089.svg',
        provider: 'Northlight Gaming',
        genres: ['Casino', 'Slots'],
        demo: true,
        lng: 'en',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoGame',
      name: 'Scarab Dunes',
      url: 'https://b.example/en/slots/game/1089/scarab-dunes',
      image: 'https://b.example/api/casino/images/games/1089.svg',
      inLanguage: 'en',
      gamePlatform: 'Web browser',
      playMode: 'SinglePlayer',
      genre: ['Casino', 'Slots'],
      publisher: { '@type': 'Organization', name: 'Northlight Gaming' },
      isAccessibleForFree: true,
    });
  });

  it('a promotion is an online Event whose offer ends with it', () => {
    const promotion = {
      title: 'Welcome',
      teaser: '100% up to €500',
      url: 'https://b.example/en/promotions/welcome',
      image: 'https://b.example/api/cms/images/welcome.svg',
      startsAt: '2026-11-01T00:00:00.000Z',
      endsAt: '2026-12-01T00:00:00.000Z',
      organizer: { name: 'B', origin: 'https://b.example' },
    };
    const running = promotionEventData({ ...promotion, now: Date.parse('2026-11-27T00:00:00Z') });
    expect(running).toMatchObject({
      '@type': 'Event',
      startDate: promotion.startsAt,
      endDate: promotion.endsAt,
      location: { '@type': 'VirtualLocation', url: promotion.url },
      offers: {
        '@type': 'Offer',
        availability: 'https://schema.org/InStock',
        validThrough: promotion.endsAt,
      },
    });
    const ended = promotionEventData({ ...promotion, now: Date.parse('2026-12-02T00:00:00Z') });
    expect(ended.offers.availability).toBe('https://schema.org/Discontinued');
    const open = promotionEventData({ ...promotion, endsAt: null, now: 0 });
    expect(open).not.toHaveProperty('endDate');
    expect(open.offers).not.toHaveProperty('validThrough');
  });
});
