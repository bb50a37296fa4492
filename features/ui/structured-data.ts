import type { Game } from '@/server/upstream/schemas/line';

/**
 * schema.org objects the pages put in their HTML as JSON-LD (issue 22 §7), built from what the
 * page shows: nothing here is promised that the page does not say.
 */

const CONTEXT = 'https://schema.org';

/** The operator, on the home page: its name, address, logo and the pages it keeps elsewhere. */
export function organizationData(site: { name: string; origin: string; sameAs?: string[] }) {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: site.name,
    url: `${site.origin}/`,
    logo: `${site.origin}/icon.svg`,
    ...(site.sameAs && site.sameAs.length > 0 ? { sameAs: site.sameAs } : {}),
  };
}

/** The site, on the home page, with the search it answers (the game search, `q`). */
export function webSiteData(site: { name: string; origin: string; lng: string }) {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: site.name,
    url: `${site.origin}/${site.lng}`,
    inLanguage: site.lng,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${site.origin}/${site.lng}/casino-search?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * A game of the line: its teams, start and state. A finished game is no longer scheduled, but
 * schema.org has no status for it; it keeps EventScheduled, as it did take place as planned.
 */
export function sportsEventData(
  game: Pick<Game, 'opponents' | 'startTime' | 'sportName' | 'champName'>,
  url: string,
) {
  const [home, away] = game.opponents;
  return {
    '@context': CONTEXT,
    '@type': 'SportsEvent',
    name: `${home} — ${away}`,
    url,
    startDate: game.startTime,
    eventStatus: 'https://schema.org/EventScheduled',
    sport: game.sportName,
    superEvent: { '@type': 'SportsEvent', name: game.champName },
    homeTeam: { '@type': 'SportsTeam', name: home },
    awayTeam: { '@type': 'SportsTeam', name: away },
    competitor: [
      { '@type': 'SportsTeam', name: home },
      { '@type': 'SportsTeam', name: away },
    ],
  };
}

/**
 * A casino game's page: the game, its studio, its sections as genres, and whether it can be played
 * free (its demo), as the page's facts say.
 */
export function videoGameData(game: {
  name: string;
  url: string;
  image: string;
  provider: string | null;
  genres: readonly string[];
  demo: boolean;
  lng: string;
}) {
  return {
    '@context': CONTEXT,
    '@type': 'VideoGame',
    name: game.name,
    url: game.url,
    image: game.image,
    inLanguage: game.lng,
    gamePlatform: 'Web browser',
    playMode: 'SinglePlayer',
    ...(game.genres.length > 0 ? { genre: [...game.genres] } : {}),
    ...(game.provider ? { publisher: { '@type': 'Organization', name: game.provider } } : {}),
    isAccessibleForFree: game.demo,
  };
}

/**
 * A promotion's page: an online event over the promotion's period, its offer the taking part
 * (no price: the terms say what it takes), from the operator.
 */
export function promotionEventData(promotion: {
  title: string;
  teaser: string;
  url: string;
  image: string;
  startsAt: string;
  endsAt: string | null;
  organizer: { name: string; origin: string };
  /** Now, in ms: an ended promotion's offer is no longer available. */
  now: number;
}) {
  const ended = promotion.endsAt !== null && Date.parse(promotion.endsAt) <= promotion.now;
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: promotion.title,
    description: promotion.teaser,
    url: promotion.url,
    image: promotion.image,
    startDate: promotion.startsAt,
    ...(promotion.endsAt ? { endDate: promotion.endsAt } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url: promotion.url },
    organizer: {
      '@type': 'Organization',
      name: promotion.organizer.name,
      url: `${promotion.organizer.origin}/`,
    },
    offers: {
      '@type': 'Offer',
      url: promotion.url,
      availability: ended ? 'https://schema.org/Discontinued' : 'https://schema.org/InStock',
      validFrom: promotion.startsAt,
      ...(promotion.endsAt ? { validThrough: promotion.endsAt } : {}),
    },
  };
}
