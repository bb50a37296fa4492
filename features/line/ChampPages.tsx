import { SiteLink } from '@/features/ui';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getChamps, getGames, getSports } from '@/server/line/line-api';
import type { RouteMatch } from '@/server/routes/match';
import type { Champ, Sport } from '@/server/upstream/schemas/line';
import { GameMarkets, GameView } from './GameView';
import { champsByCountry } from './line-grouping';
import { champSegment, idOfSegment, linePath } from './line-paths';
import { LineUnavailable, loadStreams, StreamSections, type StreamGames } from './StreamSections';
import styles from './SportLine.module.css';

/**
 * What the line holds for each championship page of spec 01 §2 (`champ`, `epl`, `laliga`,
 * `europaleague`, `ipl`): its championship, or the sport when the line has no such championship,
 * and the long-term game its final page shows. Ids are the line's (docs/upstream-contract.md
 * "Sandbox seed: the line").
 */
export const CHAMPIONSHIP_PAGES: Readonly<
  Record<string, { champId: number | null; finalChampId?: number }>
> = {
  champ: { champId: 106, finalChampId: 299902 },
  epl: { champId: 101, finalChampId: 299901 },
  laliga: { champId: 102 },
  // The line has no Europa League: the page says so and leads to football, never shows other
  // leagues under its name.
  europaleague: { champId: null },
  ipl: { champId: 6601 },
};

/** The football list's sport segment (the line's slug for sport 1). */
const FOOTBALL_SLUG = 'football';

function champsPath(lng: string, champ: { id: number; slug: string }) {
  return `/${lng}/champs/${champSegment(champ)}`;
}

/** Championships of both streams, each once, with its games of both counted. */
function mergeChamps(lists: readonly Champ[][]): Champ[] {
  const merged = new Map<number, Champ>();
  for (const champ of lists.flat()) {
    const known = merged.get(champ.id);
    merged.set(
      champ.id,
      known ? { ...known, gameCount: known.gameCount + champ.gameCount } : champ,
    );
  }
  return [...merged.values()];
}

async function ChampDirectory({ lng }: { lng: string }) {
  const t = await getTranslations('line');
  let sports: Sport[];
  let champs: Champ[];
  try {
    const [line, live, sportList] = await Promise.all([
      getChamps(lng, 'line'),
      getChamps(lng, 'live'),
      getSports(lng, 'line'),
    ]);
    champs = mergeChamps([line, live]);
    sports = sportList;
  } catch (error) {
    return <LineUnavailable error={error} />;
  }
  return (
    <div className={styles.directory}>
      {sports.map((sport) => {
        const ofSport = champs.filter((champ) => champ.sportId === sport.id);
        if (ofSport.length === 0) return null;
        return (
          <section key={sport.id} className={styles.directorySport} aria-label={sport.name}>
            <h2 className={styles.sportTitle}>{sport.name}</h2>
            {champsByCountry(ofSport).map(({ country, champs: list }) => (
              <div key={country.code} className={styles.directoryCountry}>
                <h3 className={styles.countryTitle}>
                  <span className={styles.flag} aria-hidden="true">
                    {country.code.slice(0, 3).toUpperCase()}
                  </span>
                  {country.name || t('otherCountries')}
                </h3>
                <ul>
                  {list.map((champ) => (
                    <li key={champ.id}>
                      <SiteLink href={champsPath(lng, champ)}>
                        {champ.name}
                        <span className={styles.count}>{champ.gameCount}</span>
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        );
      })}
    </div>
  );
}

/** `champs/{champId}?`: every championship by sport and country, or one championship's games. */
export async function ChampsPage({ lng, match }: { lng: string; match: RouteMatch }) {
  const param = match.params.champId;
  if (param === undefined) return <ChampDirectory lng={lng} />;
  const champId = idOfSegment(param);
  if (champId === null) notFound();
  let streams: StreamGames[];
  try {
    streams = await loadStreams(lng, { champId });
  } catch (error) {
    return <LineUnavailable error={error} />;
  }
  const champ = streams.flatMap((item) => item.champs).find((item) => item.id === champId);
  if (!champ && streams.every((item) => item.games.length === 0)) notFound();
  return <StreamSections lng={lng} streams={streams} champHref={(item) => champsPath(lng, item)} />;
}

function championshipOf(match: RouteMatch) {
  const key = match.entry.id.replace(/(Home|Game|Final)$/, '');
  const page = CHAMPIONSHIP_PAGES[key];
  if (!page) notFound();
  return page;
}

/** `{championship}`: the championship's live and upcoming games. */
export async function ChampionshipHome({ lng, match }: { lng: string; match: RouteMatch }) {
  const { champId } = championshipOf(match);
  if (champId === null) {
    const t = await getTranslations('line');
    return (
      <p className={styles.empty}>
        {t('noChampionship')}{' '}
        <SiteLink href={linePath(lng, 'line', { sport: FOOTBALL_SLUG })}>
          {t('toFootball')}
        </SiteLink>
      </p>
    );
  }
  try {
    return <StreamSections lng={lng} streams={await loadStreams(lng, { champId })} />;
  } catch (error) {
    return <LineUnavailable error={error} />;
  }
}

/**
 * `{championship}/game/{game}`: a game of the championship. A game of another one is sent to its
 * own address (308): its page never stands under this championship's name and text.
 */
export function ChampionshipGame({ lng, match }: { lng: string; match: RouteMatch }) {
  const { champId } = championshipOf(match);
  return (
    <GameView
      lng={lng}
      gameParam={match.params.game}
      belongs={(game) => game.champId === champId}
    />
  );
}

/** `{championship}/final`: the championship's outright market, where the line has one. */
export async function ChampionshipFinal({ lng, match }: { lng: string; match: RouteMatch }) {
  const page = championshipOf(match);
  const t = await getTranslations('line');
  if (page.finalChampId === undefined) return <p className={styles.empty}>{t('noFinal')}</p>;
  try {
    const { data } = await getGames(lng, 'line', { champId: page.finalChampId, limit: 1 });
    const game = data[0];
    if (!game) return <p className={styles.empty}>{t('noFinal')}</p>;
    return (
      <section className={styles.list} aria-label={game.champName}>
        <p className={styles.streamTitle}>{game.champName}</p>
        <GameMarkets game={game} />
      </section>
    );
  } catch (error) {
    return <LineUnavailable error={error} />;
  }
}
