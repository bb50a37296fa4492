import { SiteLink } from '@/features/widgets/SiteLink';
import { getTranslations } from 'next-intl/server';
import { OddsButton } from '@/features/coupon/OddsButton';
import { getDisplayClock } from '@/features/settings/preferences-server';
import type { Game, Outcome } from '@/server/upstream/schemas/line';
import { listTotal, mainMarket, moreBetsCount } from './line-markets';
import { gamePath } from './line-paths';
import { lineDateFormat, lineTimeFormat } from './line-time';
import styles from './SportLine.module.css';

function Odds({ outcome, game }: { outcome: Outcome | undefined; game: Game }) {
  if (!outcome) return <td className={styles.coef} />;
  return (
    <td className={styles.coef}>
      <OddsButton
        outcome={outcome}
        startTime={game.startTime}
        game={{ status: game.status, timeSeconds: game.timeSeconds, score: game.score }}
      />
    </td>
  );
}

/**
 * One championship's games as a bookmaker lists them: time or live state, the two sides with the
 * score, the main market, the middle total line, and "+N" more bets that opens the game.
 */
export async function GameTable({
  lng,
  title,
  titleHref,
  headingLevel = 3,
  games,
}: {
  lng: string;
  title: string;
  titleHref?: string;
  headingLevel?: 2 | 3 | 4;
  games: readonly Game[];
}) {
  const [t, clock] = await Promise.all([getTranslations('line'), getDisplayClock(lng)]);
  const date = lineDateFormat(lng, clock);
  const time = lineTimeFormat(lng, clock);
  const first = games.find((game) => mainMarket(game));
  const mainNames = first ? (mainMarket(first)?.outcomes.map((o) => o.name) ?? []) : [];
  const hasTotal = games.some((game) => listTotal(game));
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.champ} aria-label={title}>
      <Heading className={styles.champTitle}>
        {titleHref ? <SiteLink href={titleHref}>{title}</SiteLink> : title}
        <span className={styles.count}>{games.length}</span>
      </Heading>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.when}>
              {t('when')}
            </th>
            <th scope="col">{t('event')}</th>
            {mainNames.map((name) => (
              <th scope="col" key={name} className={styles.coefHead}>
                {name}
              </th>
            ))}
            {hasTotal && (
              <>
                <th scope="col" className={styles.coefHead}>
                  {t('total')}
                </th>
                <th scope="col" className={styles.coefHead}>
                  {t('over')}
                </th>
                <th scope="col" className={styles.coefHead}>
                  {t('under')}
                </th>
              </>
            )}
            <th scope="col" className={styles.moreHead}>
              <span className={styles.visuallyHidden}>{t('moreBetsColumn')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {games.map((game) => {
            const main = mainMarket(game);
            const total = listTotal(game);
            const href = gamePath(lng, game);
            const more = moreBetsCount(game);
            const start = new Date(game.startTime);
            return (
              <tr key={game.id} data-live={game.isLive || undefined}>
                <td className={styles.when}>
                  {game.isLive ? (
                    <>
                      <span className={styles.liveBadge}>{t('live')}</span>
                      <span className={styles.status}>{game.statusText}</span>
                    </>
                  ) : (
                    <>
                      <span className={styles.date}>{date.format(start)}</span>
                      <span className={styles.clock}>{time.format(start)}</span>
                    </>
                  )}
                </td>
                <td className={styles.event}>
                  <SiteLink href={href} className={styles.sides}>
                    <span>{game.opponents[0]}</span>
                    <span>{game.opponents[1]}</span>
                  </SiteLink>
                  {game.score && (
                    <span className={styles.score} aria-label={t('score')}>
                      <span>{game.score.home}</span>
                      <span>{game.score.away}</span>
                    </span>
                  )}
                </td>
                {main
                  ? mainNames.map((name, index) => (
                      <Odds
                        key={name}
                        game={game}
                        outcome={main.outcomes.find((o) => o.name === name) ?? main.outcomes[index]}
                      />
                    ))
                  : mainNames.map((name) => <td key={name} className={styles.coef} />)}
                {hasTotal && (
                  <>
                    <td className={styles.totalLine}>{total?.line}</td>
                    <Odds outcome={total?.over} game={game} />
                    <Odds outcome={total?.under} game={game} />
                  </>
                )}
                <td className={styles.more}>
                  <SiteLink
                    href={href}
                    aria-label={t('moreBets', {
                      count: more,
                      event: game.opponents.join(' — '),
                    })}
                  >
                    +{more}
                  </SiteLink>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
