'use client';

import { OddsButton } from '@/features/coupon';
import { SiteLink } from '@/features/ui';
import { LiveScorePair, LiveStatusText } from './LiveGameParts';
import { rowOutcome, type RowGame, type RowOutcome, type RowsTable } from './game-rows';
import styles from './SportLine.module.css';

export interface GameTableLabels {
  when: string;
  /**
   * The zone the times are in, when it is not the visitor's own (issue 22 §3): the head names it
   * on a desktop; the phone layout, which has no head row, names it under each time.
   */
  zone?: string;
  event: string;
  total: string;
  over: string;
  under: string;
  moreBetsColumn: string;
  live: string;
  score: string;
  /** A live game's state line once it left the live list. */
  ended: string;
}

function Odds({
  table,
  game,
  outcome,
  column,
}: {
  table: RowsTable;
  game: RowGame;
  outcome: RowOutcome | null | undefined;
  /** The column's heading: the phone layout, which has no header row, shows it on the cell. */
  column: string;
}) {
  return (
    <td className={styles.coef} data-column={column}>
      {outcome && (
        <OddsButton
          outcome={rowOutcome(table, game, outcome)}
          startTime={game.startTime}
          game={{ status: game.status, timeSeconds: game.timeSeconds, score: game.score }}
        />
      )}
    </td>
  );
}

/** The table of GameTable (a client component so that its markup is sent once, as HTML). */
export function GameTableView({
  title,
  titleHref,
  headingLevel,
  table,
  labels,
}: {
  title: string;
  titleHref?: string;
  headingLevel: 2 | 3 | 4;
  table: RowsTable;
  labels: GameTableLabels;
}) {
  const Heading = `h${headingLevel}` as const;
  const { mainNames, hasTotal } = table;
  return (
    <section className={styles.champ} aria-label={title}>
      <Heading className={styles.champTitle}>
        {titleHref ? <SiteLink href={titleHref}>{title}</SiteLink> : title}
        <span className={styles.count}>{table.games.length}</span>
      </Heading>
      {/* data-cards: the phone layout draws its rows as cards (SportLine.module.css). */}
      <table className={styles.table} data-cards>
        <thead>
          <tr>
            <th scope="col" className={styles.when}>
              {labels.when}
            </th>
            <th scope="col">{labels.event}</th>
            {mainNames.map((name) => (
              <th scope="col" key={name} className={styles.coefHead}>
                {name}
              </th>
            ))}
            {hasTotal && (
              <>
                <th scope="col" className={styles.coefHead}>
                  {labels.total}
                </th>
                <th scope="col" className={styles.coefHead}>
                  {labels.over}
                </th>
                <th scope="col" className={styles.coefHead}>
                  {labels.under}
                </th>
              </>
            )}
            <th scope="col" className={styles.moreHead}>
              <span className={styles.visuallyHidden}>{labels.moreBetsColumn}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {table.games.map((game) => (
            <tr key={game.id} data-live={game.isLive || undefined}>
              <td className={styles.when}>
                {game.isLive ? (
                  <>
                    <span className={styles.liveBadge}>{labels.live}</span>
                    <span className={styles.status}>
                      <LiveStatusText
                        gameId={game.id}
                        text={game.statusText}
                        ended={labels.ended}
                      />
                    </span>
                  </>
                ) : (
                  <>
                    <span className={styles.date}>{game.date}</span>
                    <span className={styles.clock}>{game.time}</span>
                    {labels.zone && <span className={styles.zone}>{labels.zone}</span>}
                  </>
                )}
              </td>
              <td className={styles.event}>
                <SiteLink href={game.href} className={styles.sides}>
                  <span>{game.opponents[0]}</span>
                  <span>{game.opponents[1]}</span>
                </SiteLink>
                <LiveScorePair
                  gameId={game.id}
                  score={game.score}
                  className={styles.score}
                  label={labels.score}
                />
              </td>
              {mainNames.map((name, index) => (
                <Odds
                  key={name}
                  table={table}
                  game={game}
                  outcome={game.main?.[index]}
                  column={name}
                />
              ))}
              {hasTotal && (
                <>
                  <td className={styles.totalLine} data-column={labels.total}>
                    {game.total?.line}
                  </td>
                  <Odds table={table} game={game} outcome={game.total?.over} column={labels.over} />
                  <Odds
                    table={table}
                    game={game}
                    outcome={game.total?.under}
                    column={labels.under}
                  />
                </>
              )}
              <td className={styles.more}>
                <SiteLink href={game.href} aria-label={game.moreLabel}>
                  +{game.more}
                </SiteLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
