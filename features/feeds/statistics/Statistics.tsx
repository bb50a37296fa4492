import { notFound, unstable_rethrow } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { dateTimeOf } from '../news/news-format';
import type { RouteSearchParams } from '@/features/ui';
import { champOf, gameIdOf, resultsPath, statisticPath } from '../results/results-query';
import styles from '../results/Results.module.css';
import { getFeeds } from '@/server/feeds/site-feeds';
import { log } from '@/server/log';
import type { FormEntry, GameStats, LeagueTable } from '@/server/upstream/schemas/results';
import { StandingsTable, standingsLabels } from './StandingsTable';

async function unavailable(error: unknown) {
  unstable_rethrow(error);
  log.error('statistics: unavailable', { error });
  const t = await getTranslations('statistics');
  return <p className={styles.notice}>{t('unavailable')}</p>;
}

/** Championships by sport, in the upstream's order. */
function bySport(tables: LeagueTable[]): [string, LeagueTable[]][] {
  const groups = new Map<string, LeagueTable[]>();
  for (const table of tables)
    groups.set(table.sportName, [...(groups.get(table.sportName) ?? []), table]);
  return [...groups.entries()];
}

/**
 * The league tables (spec 01 §2 "Other": `statistic`): one championship's table at a time,
 * chosen by plain links (`?champ=`), so the page stays small and works without JavaScript.
 */
export async function LeagueTables({
  lng,
  searchParams,
}: {
  lng: string;
  searchParams?: RouteSearchParams;
}) {
  const champ = champOf(searchParams);
  if (Number.isNaN(champ)) notFound();
  const t = await getTranslations('statistics');
  let tables: LeagueTable[];
  try {
    tables = await (await getFeeds()).standings(lng);
  } catch (error) {
    return await unavailable(error);
  }
  const shown = champ === null ? tables[0] : tables.find((table) => table.champId === champ);
  if (!shown) notFound();
  return (
    <div className={styles.stats}>
      <nav aria-label={t('champsLabel')} className={styles.results}>
        {bySport(tables).map(([sport, list]) => (
          <dl key={sport} className={styles.champGroup}>
            <dt>{sport}</dt>
            <dd>
              {list.map((table) => (
                <span key={table.champId} className={styles.champs}>
                  <a
                    href={statisticPath(lng, table.champId)}
                    aria-current={table.champId === shown.champId ? 'page' : undefined}
                  >
                    {table.champName}
                  </a>
                </span>
              ))}
            </dd>
          </dl>
        ))}
      </nav>
      <StandingsTable
        caption={`${shown.sportName}. ${shown.country}. ${shown.champName} — ${t('season', { season: shown.season })}`}
        rows={shown.rows}
        labels={await standingsLabels((key) => t(key))}
      />
    </div>
  );
}

function FormList({
  entries,
  team,
  lng,
  t,
}: {
  entries: FormEntry[];
  team: string;
  lng: string;
  t: Awaited<ReturnType<typeof getTranslations<'statistics'>>>;
}) {
  return (
    <section className={styles.sport}>
      <h2>{t('form', { team })}</h2>
      {entries.length === 0 ? (
        <p className={styles.hint}>{t('noForm')}</p>
      ) : (
        <>
          <ul className={styles.form} aria-hidden="true">
            {entries.map((entry) => (
              <li key={entry.id} className={styles.badge} data-outcome={entry.outcome}>
                {entry.outcome}
              </li>
            ))}
          </ul>
          <table className={styles.table}>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className={styles.time}>{dateTimeOf(lng, entry.startTime)}</td>
                  <td>
                    {entry.home} — {entry.away}
                  </td>
                  <td className={styles.score}>
                    {entry.score.home}:{entry.score.away}
                  </td>
                  <td>
                    <span className={styles.badge} data-outcome={entry.outcome} aria-hidden="true">
                      {entry.outcome}
                    </span>
                    <span className="visually-hidden"> {t(`outcome.${entry.outcome}`)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

/**
 * One event's statistics (spec 01 §2 "Other": `statisticpopup`, noindex): the score or start,
 * the last meetings of the two sides, each side's form and their places in the table.
 */
export async function StatisticPopup({
  lng,
  searchParams,
}: {
  lng: string;
  searchParams?: RouteSearchParams;
}) {
  const t = await getTranslations('statistics');
  const query = gameIdOf(searchParams);
  const back = (
    <p>
      <a href={resultsPath(lng)}>{t('toResults')}</a>
    </p>
  );
  if (query.kind !== 'id') {
    return (
      <div className={styles.stats}>
        <p
          className={query.kind === 'invalid' ? styles.error : styles.notice}
          role={query.kind === 'invalid' ? 'alert' : undefined}
        >
          {query.kind === 'invalid'
            ? `${t('badGame', { value: query.value })} ${t('noGame')}`
            : t('noGame')}
        </p>
        {back}
      </div>
    );
  }
  let stats: GameStats | null;
  try {
    stats = await (await getFeeds()).gameStats(lng, query.id);
  } catch (error) {
    return await unavailable(error);
  }
  if (!stats) notFound();
  const sides = [stats.home, stats.away];
  return (
    <div className={styles.stats}>
      <section className={styles.sport} aria-labelledby="stats-event">
        <h2 id="stats-event">
          {stats.home} — {stats.away}
        </h2>
        <p className={styles.hint}>
          {stats.sportName}. {stats.champName}.{' '}
          {t('kickOff', { date: dateTimeOf(lng, stats.startTime) })}
        </p>
        {stats.score && (
          <p className={styles.scoreline}>
            {stats.score.home}:{stats.score.away}
          </p>
        )}
      </section>
      <section className={styles.sport}>
        <h2>{t('headToHead')}</h2>
        {stats.headToHead.length === 0 ? (
          <p className={styles.hint}>{t('noMeetings')}</p>
        ) : (
          <table className={styles.table}>
            <tbody>
              {stats.headToHead.map((meeting) => (
                <tr key={meeting.id}>
                  <td className={styles.time}>{dateTimeOf(lng, meeting.startTime)}</td>
                  <td>
                    {meeting.home} — {meeting.away}
                  </td>
                  <td className={styles.score}>
                    {meeting.score.home}:{meeting.score.away}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <div className={styles.sides}>
        <FormList entries={stats.form.home} team={stats.home} lng={lng} t={t} />
        <FormList entries={stats.form.away} team={stats.away} lng={lng} t={t} />
      </div>
      {stats.standings.length > 0 && (
        <StandingsTable
          caption={`${t('standings')}: ${stats.champName}`}
          rows={stats.standings}
          labels={await standingsLabels((key) => t(key))}
          highlight={sides}
        />
      )}
      {back}
    </div>
  );
}
