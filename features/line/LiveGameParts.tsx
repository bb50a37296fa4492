'use client';

import { useLiveGame } from '@/features/live';
import type { Score } from '@/server/upstream/schemas/line';

/*
 * A game's moving lines as the live stream last gave them over what the server rendered: the
 * state line (`2nd half, 67'`) and the score. A game that left its live view reads as ended.
 */

/** The state line. */
export function LiveStatusText({
  gameId,
  text,
  ended,
}: {
  gameId: number;
  text: string;
  ended: string;
}) {
  const live = useLiveGame(gameId);
  return <>{live === null ? ended : (live?.statusText ?? text)}</>;
}

/** The score as it stands: the stream's, else the rendered one. */
export function useScore(gameId: number, rendered: Score | null): Score | null {
  const live = useLiveGame(gameId);
  return live?.score ? { home: live.score[0], away: live.score[1] } : rendered;
}

/** The score of a list row: home over away, each in its span. */
export function LiveScorePair({
  gameId,
  score: rendered,
  className,
  label,
}: {
  gameId: number;
  score: Score | null;
  className?: string;
  label: string;
}) {
  const score = useScore(gameId, rendered);
  if (!score) return null;
  // Keyed by the figure, so a new figure comes in with the flash of a fresh element.
  return (
    <span className={className} aria-label={label}>
      <span key={`h${score.home}`}>{score.home}</span>
      <span key={`a${score.away}`}>{score.away}</span>
    </span>
  );
}

/** The score of a game's header: `2:1`. */
export function LiveScoreBoard({
  gameId,
  score: rendered,
  className,
}: {
  gameId: number;
  score: Score;
  className?: string;
}) {
  const score = useScore(gameId, rendered) ?? rendered;
  return (
    <span className={className}>
      {score.home}:{score.away}
    </span>
  );
}
