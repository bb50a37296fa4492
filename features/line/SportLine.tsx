import { SiteLink } from '@/features/ui';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getChamps, getGames, getSports } from '@/server/line/line-api';
import type { RouteMatch } from '@/server/routes/match';
import {
  TIME_FILTERS,
  type Champ,
  type Game,
  type Sport,
  type Stream,
} from '@/server/upstream/schemas/line';
import { Paging } from '@/features/widgets';
import { GameList } from './GameList';
import { displayOrder, listPage, parseListPage, withPage } from './line-paging';
import { listTopic } from '@/server/live/wire';
import { LiveListNotice, LiveTopics } from './line-client-parts';
import { idOfSegment, linePath, MENU_SECTION } from './line-paths';
import { parseLineView, STREAM_TIME_FILTERS, type LineView, type QueryValues } from './line-view';
import { LineUnavailable } from './StreamSections';
import styles from './SportLine.module.css';

/** Games a list page asks for: enough for a full day of the busiest sport. */
const LIST_LIMIT = 200;

/** The stream and the filters under the sports: time filters and the grouping switch. */
async function ListToolbar({
  stream,
  view,
  hrefOf,
}: {
  stream: Stream;
  view: LineView;
  hrefOf: (view: LineView) => string;
}) {
  const t = await getTranslations('line');
  return (
    <div className={styles.toolbar}>
      <nav aria-label={t('timeFilter')}>
        <ul className={styles.tabs}>
          {STREAM_TIME_FILTERS[stream].map((timeFilter) => (
            <li key={timeFilter}>
              <SiteLink
                href={hrefOf({ ...view, timeFilter })}
                aria-current={view.timeFilter === timeFilter ? 'page' : undefined}
              >
                {t(`timeFilters.${timeFilter}`)}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('grouping')}>
        <ul className={styles.tabs}>
          {[true, false].map((isGroupByCountry) => (
            <li key={String(isGroupByCountry)}>
              <SiteLink
                href={hrefOf({ ...view, isGroupByCountry })}
                aria-current={view.isGroupByCountry === isGroupByCountry ? 'page' : undefined}
              >
                {t(isGroupByCountry ? 'byCountry' : 'byChamp')}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/**
 * The line and live sections (spec 01 §2 Sport: `{section}/{menuSection}?/{sport}?/{champ}?`),
 * server-rendered and readable without JavaScript: the sports with their game counts, the time
 * filters and the grouping switch as links, and the games by country and championship with every
 * coefficient as an odds button. Live lists follow the live stream: odds, scores and states change
 * in place, and games that went live since are offered, not pushed in.
 */
export async function SportLine({
  lng,
  match,
  searchParams,
}: {
  lng: string;
  match: RouteMatch;
  searchParams?: QueryValues;
}) {
  const stream: Stream = match.params.section === 'live' ? 'live' : 'line';
  const { menuSection, sport: sportSlug, champ: champParam } = match.params;
  if (menuSection !== undefined && menuSection !== MENU_SECTION) notFound();
  const champId = champParam === undefined ? undefined : idOfSegment(champParam);
  if (champId === null) notFound();
  const view = parseLineView(searchParams);
  const page = parseListPage(searchParams);
  if (page === null) notFound();
  const t = await getTranslations('line');

  let sports: Sport[];
  let champs: Champ[] = [];
  let games: Game[] = [];
  let current: Sport | undefined;
  try {
    sports = await getSports(lng, stream, view.timeFilter);
    current = sports.find((sport) => sport.slug === sportSlug);
    // A sport with no games under this filter is not listed: show it empty, not everything.
    if (sportSlug === undefined || current) {
      const filter = { sportId: current?.id, timeFilter: view.timeFilter };
      const [champList, gameList] = await Promise.all([
        getChamps(lng, stream, filter),
        getGames(lng, stream, { ...filter, champId, limit: LIST_LIMIT }),
      ]);
      champs = champList;
      games = gameList.data;
    }
  } catch (error) {
    // The rest of the page stands when the line cannot be had.
    return <LineUnavailable error={error} />;
  }
  const champ =
    champId === undefined
      ? undefined
      : { id: champId, slug: champParam?.slice(String(champId).length + 1) ?? '' };
  const hrefOf = (next: LineView) => linePath(lng, stream, { sport: sportSlug, champ }, next);
  const shown = listPage(displayOrder(games, champs, view.isGroupByCountry), page);
  if (!shown) notFound();
  return (
    <div className={styles.list}>
      {stream === 'live' && <LiveTopics topics={[listTopic(current?.id)]} />}
      <nav aria-label={t('streams')}>
        <ul className={styles.tabs}>
          {(['line', 'live'] as const).map((item) => (
            <li key={item}>
              <SiteLink
                href={linePath(lng, item, { sport: sportSlug })}
                aria-current={item === stream ? 'page' : undefined}
              >
                {t(`stream.${item}`)}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('sports')}>
        <ul className={styles.sports}>
          <li>
            <SiteLink
              href={linePath(lng, stream, {}, view)}
              aria-current={current === undefined && sportSlug === undefined ? 'page' : undefined}
            >
              {t('allSports')}
              <span className={styles.count}>
                {sports.reduce((sum, sport) => sum + sport.gameCount, 0)}
              </span>
            </SiteLink>
          </li>
          {sports.map((sport) => (
            <li key={sport.id}>
              <SiteLink
                href={linePath(lng, stream, { sport: sport.slug }, view)}
                aria-current={sport.id === current?.id ? 'page' : undefined}
              >
                {sport.name}
                <span className={styles.count}>{sport.gameCount}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <ListToolbar stream={stream} view={view} hrefOf={hrefOf} />
      {champId !== undefined && sportSlug !== undefined && (
        <p className={styles.crumb}>
          <SiteLink href={linePath(lng, stream, { sport: sportSlug }, view)}>
            {t('allChampsOf', { sport: current?.name ?? sportSlug })}
          </SiteLink>
        </p>
      )}
      {stream === 'live' && champId === undefined && view.timeFilter === TIME_FILTERS.all && (
        <LiveListNotice
          sportId={current?.id ?? 0}
          shownIds={games.map((game) => game.id)}
          href={withPage(hrefOf(view), page)}
          text={t.raw('liveNew') as string}
          action={t('liveShowNew')}
        />
      )}
      <GameList lng={lng} stream={stream} games={shown.items} champs={champs} view={view} />
      <Paging
        page={page}
        count={shown.count}
        href={(p) => withPage(hrefOf(view), p)}
        labels={{
          nav: t('paging.nav'),
          previous: t('paging.previous'),
          next: t('paging.next'),
          page: t.raw('paging.page') as string,
        }}
      />
    </div>
  );
}
