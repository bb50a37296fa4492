import { SiteLink } from '@/features/ui';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { linePath } from '@/features/line';
import {
  LineUnavailable,
  loadStreams,
  StreamSections,
  type StreamGames,
} from '@/features/line/server';
import { log } from '@/server/log';
import type { Stream } from '@/server/upstream/schemas/line';
import {
  HOME_GAMES_PER_STREAM,
  HOME_PAGE_TYPES,
  homePageTypePath,
  homeSportPath,
  PAGE_TYPE_SELECTIONS,
  popularGames,
  selectGames,
  sportCounts,
  type HomePageType,
} from './home-events';
import styles from './HomeEvents.module.css';

export type HomeEventsView =
  /** The home page itself: the top games, no tab chosen. */
  | { kind: 'home' }
  /** `{pageType}` */
  | { kind: 'pageType'; pageType: HomePageType }
  /** `home/{section}/{sport}?` */
  | { kind: 'sport'; stream: Stream; sport?: string };

const SPORT_SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
const STREAMS: readonly Stream[] = ['live', 'line'];

/** Each stream's games of the view, as many as HOME_GAMES_PER_STREAM says, live first. */
function gamesOf(view: HomeEventsView, streams: readonly StreamGames[]): StreamGames[] {
  return streams
    .filter((item) => view.kind !== 'sport' || item.stream === view.stream)
    .map((item) => {
      const games =
        view.kind === 'sport'
          ? popularGames(item.games, view.sport)
          : selectGames(
              item.games,
              item.champs,
              PAGE_TYPE_SELECTIONS[view.kind === 'home' ? 'topgame' : view.pageType],
            );
      return { ...item, games: games.slice(0, HOME_GAMES_PER_STREAM[view.kind]) };
    });
}

/**
 * The events of a home page (spec 01 §2 Sport): tabs for the page types and the two streams,
 * and the chosen selection's games by sport and championship with their odds. On a stream's tab
 * (`home/{section}/{sport}?`) the stream's sports narrow the list. `strict` pages are about the
 * line and fail with it; the home page keeps its other blocks and says the line is away.
 */
export async function HomeEvents({
  lng,
  view,
  strict = true,
}: {
  lng: string;
  view: HomeEventsView;
  strict?: boolean;
}) {
  if (view.kind === 'sport' && view.sport !== undefined && !SPORT_SLUG.test(view.sport)) {
    notFound();
  }
  const t = await getTranslations('homeEvents');
  let streams: StreamGames[];
  try {
    streams = await loadStreams(lng, {}, STREAMS);
  } catch (error) {
    if (strict) return <LineUnavailable error={error} />;
    log.error('home: line unavailable', { error });
    const tl = await getTranslations('line');
    return <p className={styles.empty}>{tl('unavailable')}</p>;
  }
  const countOf = (pageType: HomePageType) =>
    streams.reduce(
      (sum, item) =>
        sum + selectGames(item.games, item.champs, PAGE_TYPE_SELECTIONS[pageType]).length,
      0,
    );
  const streamCount = (stream: Stream) =>
    streams.find((item) => item.stream === stream)?.games.length ?? 0;
  const current = (is: boolean) => (is ? ('page' as const) : undefined);
  // A page type the line has no games for is left out, unless it is the page shown.
  const pageTypes = HOME_PAGE_TYPES.map((pageType) => ({
    pageType,
    count: countOf(pageType),
  })).filter(
    ({ pageType, count }) => count > 0 || (view.kind === 'pageType' && view.pageType === pageType),
  );
  const [first, ...others] = pageTypes;
  const pageTypeTab = ({ pageType, count }: { pageType: HomePageType; count: number }) => (
    <li key={pageType}>
      <SiteLink
        href={homePageTypePath(lng, pageType)}
        aria-current={current(view.kind === 'pageType' && view.pageType === pageType)}
      >
        {t(`pageTypes.${pageType}`)}
        <span className={styles.count}>{count}</span>
      </SiteLink>
    </li>
  );
  const shown = gamesOf(view, streams);
  const sports =
    view.kind === 'sport'
      ? sportCounts(streams.find((item) => item.stream === view.stream)?.games ?? [])
      : [];
  const sportName = sports.find((sport) => view.kind === 'sport' && sport.slug === view.sport);

  return (
    <div className={styles.events}>
      <nav aria-label={t('tabs')}>
        <ul className={styles.tabs}>
          {first && pageTypeTab(first)}
          {STREAMS.map((stream) => (
            <li key={stream}>
              <SiteLink
                href={homeSportPath(lng, stream)}
                aria-current={current(view.kind === 'sport' && view.stream === stream)}
              >
                {t(`streams.${stream}`)}
                <span className={styles.count}>{streamCount(stream)}</span>
              </SiteLink>
            </li>
          ))}
          {others.map(pageTypeTab)}
        </ul>
      </nav>
      {view.kind === 'sport' && (
        <nav aria-label={t('sports')}>
          <ul className={styles.sports}>
            <li>
              <SiteLink
                href={homeSportPath(lng, view.stream)}
                aria-current={current(view.sport === undefined)}
              >
                {t('allSports')}
                <span className={styles.count}>{streamCount(view.stream)}</span>
              </SiteLink>
            </li>
            {sports.map((sport) => (
              <li key={sport.slug}>
                <SiteLink
                  href={homeSportPath(lng, view.stream, sport.slug)}
                  aria-current={current(sport.slug === view.sport)}
                >
                  {sport.name}
                  <span className={styles.count}>{sport.count}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {shown.every((item) => item.games.length === 0) ? (
        <p className={styles.empty}>
          {t('empty')}{' '}
          <SiteLink href={linePath(lng, view.kind === 'sport' ? view.stream : 'line')}>
            {t('toLine')}
          </SiteLink>
        </p>
      ) : (
        <StreamSections lng={lng} streams={shown} />
      )}
      <ul className={styles.more}>
        {shown.map(({ stream }) => (
          <li key={stream}>
            <SiteLink
              href={linePath(lng, stream, {
                sport: view.kind === 'sport' && sportName ? sportName.slug : undefined,
              })}
            >
              {t(`allOf.${stream}`)}
            </SiteLink>
          </li>
        ))}
        {shown.some((item) => item.stream === 'live' && item.games.length > 0) && (
          <li>
            <SiteLink href={`/${lng}/multi`}>{t('toMulti')}</SiteLink>
          </li>
        )}
      </ul>
    </div>
  );
}
