import { getTranslations } from 'next-intl/server';
import type { Champ, Game, Stream } from '@/server/upstream/schemas/line';
import { GameTable } from './GameTable';
import { groupGames } from './line-grouping';
import { linePath } from './line-paths';
import type { LineView } from './line-view';
import styles from './SportLine.module.css';

/**
 * Games grouped by sport, by country when isGroupByCountry is on (spec 02 §3), and by
 * championship; each championship heading opens the championship's list.
 */
export async function GameList({
  lng,
  stream,
  games,
  champs,
  view,
  champHref,
}: {
  lng: string;
  stream: Stream;
  games: readonly Game[];
  champs: readonly Champ[];
  view: LineView;
  /** Where a championship heading leads; the line list of the championship by default. */
  champHref?: (champ: { id: number; slug: string; sportSlug: string }) => string;
}) {
  const t = await getTranslations('line');
  if (games.length === 0) return <p className={styles.empty}>{t('noGames')}</p>;
  const hrefOf =
    champHref ??
    ((champ: { id: number; slug: string; sportSlug: string }) =>
      linePath(lng, stream, { sport: champ.sportSlug, champ }, view));
  const sports = groupGames(games, champs, view.isGroupByCountry);
  return (
    <div className={styles.groups}>
      {sports.map((sport) => (
        <section key={sport.sportId} className={styles.sport} aria-label={sport.name}>
          <h2 className={styles.sportTitle}>{sport.name}</h2>
          {sport.countries.map((country) => (
            <div key={country.key} className={styles.country}>
              {country.country && (
                <h3 className={styles.countryTitle}>
                  <span className={styles.flag} aria-hidden="true">
                    {country.country.code.slice(0, 3).toUpperCase()}
                  </span>
                  {country.country.name || t('otherCountries')}
                </h3>
              )}
              {country.champs.map((champ) => (
                <GameTable
                  key={champ.champId}
                  lng={lng}
                  title={view.isGroupByCountry ? champ.name : `${sport.name}. ${champ.name}`}
                  titleHref={hrefOf({
                    id: champ.champId,
                    slug: champ.champSlug,
                    sportSlug: sport.sportSlug,
                  })}
                  headingLevel={view.isGroupByCountry ? 4 : 3}
                  games={champ.games}
                />
              ))}
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
