import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { formatCoef } from '@/features/coupon/odds-format';
import { getGames, getSports } from '@/server/line/line-api';
import type { RouteMatch } from '@/server/routes/match';
import type { Game, Stream } from '@/server/upstream/schemas/line';
import styles from './SportLine.module.css';

/** The main market's outcomes shown in the list: the first market (1X2 or 12) of each game. */
function mainOutcomes(game: Game) {
  return game.markets[0]?.outcomes ?? [];
}

function groupByChamp(games: readonly Game[]) {
  const groups = new Map<number, { name: string; games: Game[] }>();
  for (const game of games) {
    const group = groups.get(game.champId) ?? {
      name: `${game.sportName}. ${game.champName}`,
      games: [],
    };
    group.games.push(game);
    groups.set(game.champId, group);
  }
  return [...groups.values()];
}

/**
 * The line and live sections (spec 01 §2 Sport), server-rendered from the line API: the sports
 * with their game counts, then the games grouped by championship with the score and the main
 * market's odds. Readable without JavaScript.
 */
export async function SportLine({ lng, match }: { lng: string; match: RouteMatch }) {
  const stream: Stream = match.params.section === 'live' ? 'live' : 'line';
  const t = await getTranslations('line');
  let sports: Awaited<ReturnType<typeof getSports>>;
  let games: Game[];
  let current: (typeof sports)[number] | undefined;
  try {
    sports = await getSports(lng, stream);
    current = sports.find((s) => s.slug === match.params.sport);
    games = await getGames(lng, stream, current?.id);
  } catch (error) {
    // The rest of the page stands when the line cannot be had.
    console.error('line unavailable', error);
    return <p className={styles.champ}>{t('unavailable')}</p>;
  }
  const time = new Intl.DateTimeFormat(lng, {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Moscow',
  });
  return (
    <div className={styles.list}>
      <nav aria-label={t('sports')}>
        <ul className={styles.sports}>
          {sports
            .filter((sport) => sport.gameCount > 0)
            .map((sport) => (
              <li key={sport.id}>
                <Link
                  href={`/${lng}/${stream}/all/${sport.slug}`}
                  aria-current={sport.id === current?.id ? 'page' : undefined}
                >
                  {sport.name}
                  <span className={styles.count}>{sport.gameCount}</span>
                </Link>
              </li>
            ))}
        </ul>
      </nav>
      {games.length === 0 && <p className={styles.champ}>{t('noGames')}</p>}
      {groupByChamp(games).map((group) => (
        <section key={group.name} className={styles.champ} aria-label={group.name}>
          <h2>{group.name}</h2>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('when')}</th>
                <th scope="col">{t('event')}</th>
                {(group.games[0] ? mainOutcomes(group.games[0]) : []).map((o) => (
                  <th scope="col" key={o.typeId}>
                    {o.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {group.games.map((game) => (
                <tr key={game.id}>
                  <td className={styles.when}>
                    {game.isLive ? (
                      <span className={styles.live}>{game.statusText}</span>
                    ) : (
                      time.format(new Date(game.startTime))
                    )}
                  </td>
                  <td className={styles.teams}>
                    {game.opponents[0]} — {game.opponents[1]}
                    {game.score && (
                      <span className={styles.score}>
                        {game.score.home}:{game.score.away}
                      </span>
                    )}
                  </td>
                  {mainOutcomes(game).map((outcome) => (
                    <td key={outcome.id} className={styles.coef}>
                      <span className={outcome.isBlocked ? styles.blocked : undefined}>
                        {outcome.isBlocked ? '—' : formatCoef(outcome.coef, 0)}
                      </span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
