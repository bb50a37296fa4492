'use client';

import type { ReactNode } from 'react';
import { OddsButton } from '@/features/coupon';
import { useLiveGame } from '@/features/live';
import { GameMedia, type GameMediaLabels } from '@/features/media';
import { SiteLink } from '@/features/ui';
import { panelOutcomeOf, type PanelGame, type PickerSport } from './multi-view';
import styles from './MultiLive.module.css';

export interface MultiScreenLabels {
  screen: string;
  live: string;
  score: string;
  /** The state line of a game that left the live line. */
  ended: string;
  noMarkets: string;
  emptySlot: string;
  pickerTitle: string;
  pickerHint: string;
  media: GameMediaLabels;
}

/**
 * One live game: its state, the sides with the score, and one row each of its main markets with
 * the odds buttons of the line's pages; the × takes it off the screen.
 */
function Panel({ lng, game, labels }: { lng: string; game: PanelGame; labels: MultiScreenLabels }) {
  const headingId = `multi-game-${game.id}`;
  // The live stream's state line and score over the rendered ones.
  const live = useLiveGame(game.id);
  const statusText = live === null ? labels.ended : (live?.statusText ?? game.statusText);
  const score = live?.score ? { home: live.score[0], away: live.score[1] } : game.score;
  const info = { status: game.status, timeSeconds: game.timeSeconds, score };
  return (
    <article className={styles.panel} aria-labelledby={headingId} data-game-id={game.id}>
      <header className={styles.panelHead}>
        <p className={styles.state}>
          <span className={styles.liveBadge}>{labels.live}</span> {statusText}
        </p>
        <SiteLink
          href={game.removeHref}
          scroll={false}
          className={styles.remove}
          aria-label={game.removeLabel}
        >
          ×
        </SiteLink>
      </header>
      <p className={styles.champ}>
        <SiteLink href={game.champHref}>
          {game.sportName}. {game.champName}
        </SiteLink>
      </p>
      <div className={styles.board}>
        <h2 id={headingId} className={styles.sides}>
          <SiteLink href={game.href}>
            {game.opponents[0]}
            <span className={styles.visuallyHidden}> — </span>
            <br />
            {game.opponents[1]}
          </SiteLink>
        </h2>
        {score && (
          <p className={styles.score} aria-label={labels.score}>
            {score.home}
            <br />
            {score.away}
          </p>
        )}
      </div>
      {game.media && (
        <GameMedia
          lng={lng}
          headingLevel={3}
          gameId={game.id}
          sportId={game.sportId}
          title={`${game.opponents[0]} — ${game.opponents[1]}`}
          gameLink={game.href}
          media={game.media}
          zone={game.zone}
          labels={labels.media}
        />
      )}
      {game.rows.length === 0 ? (
        <p className={styles.noMarkets}>{labels.noMarkets}</p>
      ) : (
        game.rows.map((row) => (
          <div key={row.label} className={styles.row} role="group" aria-label={row.label}>
            <span aria-hidden="true">{row.label}</span>
            {row.outcomes.map((outcome) => (
              <span key={outcome.id}>
                <span>{outcome.name}</span>
                <OddsButton
                  outcome={panelOutcomeOf(game, row, outcome)}
                  startTime={game.startTime}
                  game={info}
                />
              </span>
            ))}
          </div>
        ))
      )}
      <SiteLink href={game.href} className={styles.more} aria-label={game.moreLabel}>
        {game.more}
      </SiteLink>
    </article>
  );
}

function Picker({ sports, labels }: { sports: PickerSport[]; labels: MultiScreenLabels }) {
  const count = sports.reduce((sum, sport) => sum + sport.games.length, 0);
  return (
    <nav className={styles.picker} aria-labelledby="multi-picker-title">
      <h2 id="multi-picker-title" className={styles.pickerTitle}>
        {labels.pickerTitle}
        <span className={styles.count}>{count}</span>
      </h2>
      <p className={styles.pickerHint}>{labels.pickerHint}</p>
      {sports.map((sport) => (
        <section
          key={sport.sportId}
          className={styles.pickerSport}
          aria-labelledby={`multi-sport-${sport.sportId}`}
        >
          <h3 id={`multi-sport-${sport.sportId}`}>
            {sport.name}
            <span className={styles.count}>{sport.games.length}</span>
          </h3>
          <ul>
            {sport.games.map((game) => {
              const content = (
                <>
                  <b>
                    {game.opponents[0]}
                    <br />
                    {game.opponents[1]}
                  </b>
                  {game.score && (
                    <span>
                      {game.score.home}
                      <br />
                      {game.score.away}
                    </span>
                  )}
                  <small>{game.statusText}</small>
                </>
              );
              return (
                <li key={game.id} data-shown={game.isShown || undefined}>
                  {game.href === null ? (
                    <span aria-disabled="true">{content}</span>
                  ) : (
                    <SiteLink href={game.href} scroll={false} aria-label={game.label}>
                      {content}
                    </SiteLink>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}

/**
 * The multi-live screen: the panels two to a row (an odd one gets an empty slot beside it) and
 * the picker of every live game by sport. `lead` is what the server says above the panels (the
 * default view's note, or why the screen is empty).
 */
export function MultiScreen({
  lng,
  panels,
  sports,
  labels,
  lead,
}: {
  lng: string;
  panels: PanelGame[];
  sports: PickerSport[];
  labels: MultiScreenLabels;
  lead?: ReactNode;
}) {
  return (
    <div className={styles.layout}>
      <section className={styles.screen} aria-label={labels.screen}>
        {lead}
        {panels.length > 0 && (
          <div className={styles.panels}>
            {panels.map((game) => (
              <Panel key={game.id} lng={lng} game={game} labels={labels} />
            ))}
            {panels.length % 2 === 1 && <p className={styles.slot}>{labels.emptySlot}</p>}
          </div>
        )}
      </section>
      <Picker sports={sports} labels={labels} />
    </div>
  );
}
