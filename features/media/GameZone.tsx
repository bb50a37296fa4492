import { useLiveGame } from '@/features/live';
import type { GameEvent, Score } from '@/server/upstream/schemas/line';
import styles from './GameZone.module.css';

/** What the game zone draws, all from the live feed's game (docs/upstream-contract.md). */
export interface GameZoneData {
  opponents: readonly [string, string];
  score: Score | null;
  /** The game's state line: `2nd half, 67'`, `3rd set`. */
  statusText: string;
  events: readonly GameEvent[];
}

export interface GameZoneLabels {
  lastEvents: string;
  noEvents: string;
}

/**
 * The game zone: a match tracker drawn from the live feed — the sides with their score, the period
 * and clock, and the last scoring plays (newest first), each marked with its side's colour.
 * Server-rendered with the page; then the live stream's state of the game (its topic carries the
 * plays) stands over the rendered one.
 */
export function GameZone({
  gameId,
  zone: rendered,
  labels,
  headingLevel = 3,
}: {
  gameId: number;
  zone: GameZoneData;
  labels: GameZoneLabels;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const live = useLiveGame(gameId);
  const zone: GameZoneData = live
    ? {
        opponents: rendered.opponents,
        score: live.score ? { home: live.score[0], away: live.score[1] } : rendered.score,
        statusText: live.statusText,
        events: live.events ?? rendered.events,
      }
    : rendered;
  const [home, away] = zone.opponents;
  const score = zone.score ?? { home: 0, away: 0 };
  const lastSide = zone.events[0]?.side;
  return (
    <div className={styles.zone} data-testid="game-zone">
      <div className={styles.board}>
        <span className={styles.side} data-side="home" data-last={lastSide === 'home' || undefined}>
          {home}
        </span>
        <span className={styles.score} aria-label={`${home} ${score.home}, ${away} ${score.away}`}>
          {score.home}
          <span aria-hidden="true">:</span>
          {score.away}
        </span>
        <span className={styles.side} data-side="away" data-last={lastSide === 'away' || undefined}>
          {away}
        </span>
      </div>
      <p className={styles.status}>{zone.statusText}</p>
      <div className={styles.pitch} aria-hidden="true">
        <span className={styles.half} />
        {lastSide && <span className={styles.marker} data-side={lastSide} />}
      </div>
      <Heading className={styles.heading}>{labels.lastEvents}</Heading>
      {zone.events.length === 0 ? (
        <p className={styles.empty}>{labels.noEvents}</p>
      ) : (
        <ol className={styles.events}>
          {zone.events.map((event, index) => (
            <li
              key={`${zone.events.length - index}`}
              className={styles.event}
              data-side={event.side}
            >
              <span className={styles.when}>{event.when}</span>
              <span className={styles.team}>
                {event.side === 'home' ? home : away}
                {event.points > 1 && <span className={styles.points}> +{event.points}</span>}
              </span>
              <span className={styles.eventScore}>
                {event.score.home}:{event.score.away}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
