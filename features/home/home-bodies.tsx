import { notFound } from 'next/navigation';
import type { RouteBody } from '@/features/ui';
import { isHomePageType } from './home-events';
import { HomeEvents } from './HomeEvents';

/** The home page types and home sport paths (spec 01 §2 Sport): the home page's events, chosen. */
export const HOME_BODIES: Readonly<Record<string, RouteBody>> = {
  homePageType: ({ lng, match }) => {
    const { pageType } = match.params;
    if (!isHomePageType(pageType)) notFound();
    return <HomeEvents lng={lng} view={{ kind: 'pageType', pageType }} />;
  },
  homeSport: ({ lng, match }) => (
    <HomeEvents
      lng={lng}
      view={{
        kind: 'sport',
        stream: match.params.section === 'live' ? 'live' : 'line',
        sport: match.params.sport,
      }}
    />
  ),
};
