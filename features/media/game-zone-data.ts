import type { Game } from '@/server/upstream/schemas/line';
import type { GameZoneData } from './GameZone';

/** What a game's zone draws, from the game as the live feed gives it. */
export function gameZoneData(game: Game): GameZoneData {
  return {
    opponents: game.opponents,
    score: game.score,
    statusText: game.statusText,
    events: game.events ?? [],
  };
}
