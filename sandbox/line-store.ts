/**
 * The line tables of the sandbox database (schema version 4): sports, countries, championships,
 * games with their live state and model, outcomes with their current coefficient and block, and
 * the live tick counter. Times are epoch milliseconds; coefficients are kept in hundredths.
 */
import type Database from 'better-sqlite3';
import type { GameStatus, MarketKind, OutcomeTypeId, Score } from '@contract/line';
import type { LocalName } from './line-catalog';
import type { GameModel } from './line-model';
import { gameModelSchema } from './line-model';

/**
 * Why an outcome takes no bets: `control` set through the control API (kept until changed
 * there), `suspended` for one live tick, `decided` as good as settled, `finished` the game is over.
 */
export type BlockedBy = 'control' | 'suspended' | 'decided' | 'finished';

export interface NamedRecord {
  id: number;
  name: { en: string; ru: string };
}

export interface SportRecord extends NamedRecord {
  slug: string;
}

export interface CountryRecord extends NamedRecord {
  code: string;
}

export interface ChampRecord extends NamedRecord {
  sportId: number;
  countryId: number;
  isTop: boolean;
  position: number;
}

export interface GameRecord {
  id: number;
  sportId: number;
  champId: number;
  home: LocalName;
  away: LocalName;
  startTime: number;
  status: GameStatus;
  isRecommended: boolean;
  score: Score | null;
  /** Game seconds since the start (the match clock, or the time played for sports without one). */
  elapsedSeconds: number;
  model: GameModel;
}

export type NewGame = Omit<GameRecord, 'id'>;

/** A scoring play of a live game (what the game zone lists as its last events). */
export interface GameEventRecord {
  gameId: number;
  /** The game's clock (game seconds since the start) when it happened. */
  elapsedSeconds: number;
  side: 'home' | 'away';
  /** Goals, points, a set or a map won, runs. */
  points: number;
  /** The score after it. */
  score: Score;
}

/** The line's table of scoring plays, added after the line's own tables. */
export const LINE_EVENTS_TABLES = `
  CREATE TABLE IF NOT EXISTS line_game_events (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES line_games (id) ON DELETE CASCADE,
    elapsed_seconds INTEGER NOT NULL,
    side TEXT NOT NULL CHECK (side IN ('home', 'away')),
    points INTEGER NOT NULL CHECK (points > 0),
    score_home INTEGER NOT NULL,
    score_away INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS line_game_events_by_game ON line_game_events (game_id, id);
`;
export const DROP_LINE_EVENTS_TABLES = 'DROP TABLE line_game_events;';

interface GameEventRow {
  game_id: number;
  elapsed_seconds: number;
  side: 'home' | 'away';
  points: number;
  score_home: number;
  score_away: number;
}

/** The fields a live tick or the control API changes. */
export type GameState = Pick<
  GameRecord,
  'status' | 'startTime' | 'score' | 'elapsedSeconds' | 'model'
>;

export interface OutcomeRecord {
  id: number;
  gameId: number;
  position: number;
  kind: MarketKind;
  typeId: OutcomeTypeId;
  param: number | null;
  /** Long-term outcomes: the contender. */
  competitor: LocalName | null;
  coef: number;
  blockedBy: BlockedBy | null;
}

export type NewOutcome = Pick<
  OutcomeRecord,
  'kind' | 'typeId' | 'param' | 'competitor' | 'coef' | 'blockedBy'
>;

interface GameRow {
  id: number;
  sport_id: number;
  champ_id: number;
  home_en: string;
  home_ru: string | null;
  away_en: string;
  away_ru: string | null;
  start_time: number;
  status: GameStatus;
  is_recommended: number;
  score_home: number | null;
  score_away: number | null;
  elapsed_seconds: number;
  model: string;
}

interface OutcomeRow {
  id: number;
  game_id: number;
  position: number;
  kind: number;
  type_id: number;
  param: number | null;
  competitor_en: string | null;
  competitor_ru: string | null;
  coef_x100: number;
  blocked_by: BlockedBy | null;
}

const GAME_COLUMNS = `id, sport_id, champ_id, home_en, home_ru, away_en, away_ru, start_time,
  status, is_recommended, score_home, score_away, elapsed_seconds, model`;
const OUTCOME_COLUMNS = `id, game_id, position, kind, type_id, param, competitor_en,
  competitor_ru, coef_x100, blocked_by`;

/** Ids are numbered on from these, so games and outcomes are told apart at a glance. */
const FIRST_GAME_ID = 100_001;
const FIRST_OUTCOME_ID = 1_000_001;

function localName(en: string, ru: string | null): LocalName {
  return ru === null ? { en } : { en, ru };
}

function toGame(row: GameRow): GameRecord {
  return {
    id: row.id,
    sportId: row.sport_id,
    champId: row.champ_id,
    home: localName(row.home_en, row.home_ru),
    away: localName(row.away_en, row.away_ru),
    startTime: row.start_time,
    status: row.status,
    isRecommended: row.is_recommended === 1,
    score:
      row.score_home === null || row.score_away === null
        ? null
        : { home: row.score_home, away: row.score_away },
    elapsedSeconds: row.elapsed_seconds,
    model: gameModelSchema.parse(JSON.parse(row.model)),
  };
}

function toOutcome(row: OutcomeRow): OutcomeRecord {
  return {
    id: row.id,
    gameId: row.game_id,
    position: row.position,
    kind: row.kind as MarketKind,
    typeId: row.type_id as OutcomeTypeId,
    param: row.param,
    competitor: row.competitor_en === null ? null : localName(row.competitor_en, row.competitor_ru),
    coef: row.coef_x100 / 100,
    blockedBy: row.blocked_by,
  };
}

export class LineStore {
  constructor(private readonly db: Database.Database) {}

  /** Empties every line table and the tick counter. */
  wipe(): void {
    this.db.exec(`
      DELETE FROM line_game_events;
      DELETE FROM line_outcomes;
      DELETE FROM line_games;
      DELETE FROM line_champs;
      DELETE FROM line_countries;
      DELETE FROM line_sports;
      DELETE FROM line_live;
    `);
  }

  putSport(sport: SportRecord): void {
    this.db
      .prepare('INSERT INTO line_sports (id, slug, name_en, name_ru) VALUES (?, ?, ?, ?)')
      .run(sport.id, sport.slug, sport.name.en, sport.name.ru);
  }

  putCountry(country: CountryRecord): void {
    this.db
      .prepare('INSERT INTO line_countries (id, code, name_en, name_ru) VALUES (?, ?, ?, ?)')
      .run(country.id, country.code, country.name.en, country.name.ru);
  }

  putChamp(champ: ChampRecord): void {
    this.db
      .prepare(
        `INSERT INTO line_champs (id, sport_id, country_id, name_en, name_ru, is_top, position)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        champ.id,
        champ.sportId,
        champ.countryId,
        champ.name.en,
        champ.name.ru,
        champ.isTop ? 1 : 0,
        champ.position,
      );
  }

  listSports(): SportRecord[] {
    const rows = this.db
      .prepare('SELECT id, slug, name_en, name_ru FROM line_sports ORDER BY id')
      .all() as { id: number; slug: string; name_en: string; name_ru: string }[];
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: { en: row.name_en, ru: row.name_ru },
    }));
  }

  listCountries(): CountryRecord[] {
    const rows = this.db
      .prepare('SELECT id, code, name_en, name_ru FROM line_countries ORDER BY id')
      .all() as { id: number; code: string; name_en: string; name_ru: string }[];
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: { en: row.name_en, ru: row.name_ru },
    }));
  }

  listChamps(): ChampRecord[] {
    const rows = this.db
      .prepare(
        `SELECT id, sport_id, country_id, name_en, name_ru, is_top, position
         FROM line_champs ORDER BY position, id`,
      )
      .all() as {
      id: number;
      sport_id: number;
      country_id: number;
      name_en: string;
      name_ru: string;
      is_top: number;
      position: number;
    }[];
    return rows.map((row) => ({
      id: row.id,
      sportId: row.sport_id,
      countryId: row.country_id,
      name: { en: row.name_en, ru: row.name_ru },
      isTop: row.is_top === 1,
      position: row.position,
    }));
  }

  /** Stores a game and its outcomes (in market order); answers the game's id. */
  insertGame(game: NewGame, outcomes: readonly NewOutcome[]): number {
    const { next } = this.db
      .prepare('SELECT coalesce(max(id) + 1, ?) AS next FROM line_games')
      .get(FIRST_GAME_ID) as { next: number };
    this.db
      .prepare(
        `INSERT INTO line_games (${GAME_COLUMNS})
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        next,
        game.sportId,
        game.champId,
        game.home.en,
        game.home.ru ?? null,
        game.away.en,
        game.away.ru ?? null,
        game.startTime,
        game.status,
        game.isRecommended ? 1 : 0,
        game.score?.home ?? null,
        game.score?.away ?? null,
        game.elapsedSeconds,
        JSON.stringify(game.model),
      );
    const { firstOutcome } = this.db
      .prepare('SELECT coalesce(max(id) + 1, ?) AS firstOutcome FROM line_outcomes')
      .get(FIRST_OUTCOME_ID) as { firstOutcome: number };
    const insert = this.db.prepare(
      `INSERT INTO line_outcomes (${OUTCOME_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const [position, outcome] of outcomes.entries()) {
      insert.run(
        firstOutcome + position,
        next,
        position,
        outcome.kind,
        outcome.typeId,
        outcome.param,
        outcome.competitor?.en ?? null,
        outcome.competitor?.ru ?? null,
        Math.round(outcome.coef * 100),
        outcome.blockedBy,
      );
    }
    return next;
  }

  findGame(id: number): GameRecord | undefined {
    const row = this.db.prepare(`SELECT ${GAME_COLUMNS} FROM line_games WHERE id = ?`).get(id) as
      GameRow | undefined;
    return row === undefined ? undefined : toGame(row);
  }

  /** Games in any of the statuses, by start time. */
  listGames(statuses: readonly GameStatus[]): GameRecord[] {
    const rows = this.db
      .prepare(
        `SELECT ${GAME_COLUMNS} FROM line_games
         WHERE status IN (SELECT value FROM json_each(?)) ORDER BY start_time, id`,
      )
      .all(JSON.stringify(statuses)) as GameRow[];
    return rows.map(toGame);
  }

  /** The pre-match game of the sport that starts first. */
  firstPrematchGame(sportId: number): GameRecord | undefined {
    const row = this.db
      .prepare(
        `SELECT ${GAME_COLUMNS} FROM line_games
         WHERE status = 'prematch' AND sport_id = ? ORDER BY start_time, id LIMIT 1`,
      )
      .get(sportId) as GameRow | undefined;
    return row === undefined ? undefined : toGame(row);
  }

  saveGameState(id: number, state: GameState): void {
    this.db
      .prepare(
        `UPDATE line_games SET status = ?, start_time = ?, score_home = ?, score_away = ?,
           elapsed_seconds = ?, model = ?
         WHERE id = ?`,
      )
      .run(
        state.status,
        state.startTime,
        state.score?.home ?? null,
        state.score?.away ?? null,
        state.elapsedSeconds,
        JSON.stringify(state.model),
        id,
      );
  }

  /** Outcomes of the games, each game's in market order. */
  outcomesOfGames(gameIds: readonly number[]): Map<number, OutcomeRecord[]> {
    const rows = this.db
      .prepare(
        `SELECT ${OUTCOME_COLUMNS} FROM line_outcomes
         WHERE game_id IN (SELECT value FROM json_each(?)) ORDER BY game_id, position`,
      )
      .all(JSON.stringify(gameIds)) as OutcomeRow[];
    const byGame = new Map<number, OutcomeRecord[]>();
    for (const row of rows) {
      const outcome = toOutcome(row);
      const list = byGame.get(outcome.gameId);
      if (list === undefined) byGame.set(outcome.gameId, [outcome]);
      else list.push(outcome);
    }
    return byGame;
  }

  addGameEvent(event: GameEventRecord): void {
    this.db
      .prepare(
        `INSERT INTO line_game_events
           (game_id, elapsed_seconds, side, points, score_home, score_away)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(
        event.gameId,
        event.elapsedSeconds,
        event.side,
        event.points,
        event.score.home,
        event.score.away,
      );
  }

  /** The last `perGame` scoring plays of each game, newest first. */
  lastEventsOfGames(gameIds: readonly number[], perGame: number): Map<number, GameEventRecord[]> {
    const rows = this.db
      .prepare(
        `SELECT game_id, elapsed_seconds, side, points, score_home, score_away FROM (
           SELECT *, ROW_NUMBER() OVER (PARTITION BY game_id ORDER BY id DESC) AS age
           FROM line_game_events WHERE game_id IN (SELECT value FROM json_each(?))
         ) WHERE age <= ? ORDER BY game_id, age`,
      )
      .all(JSON.stringify(gameIds), perGame) as GameEventRow[];
    const byGame = new Map<number, GameEventRecord[]>();
    for (const row of rows) {
      const event: GameEventRecord = {
        gameId: row.game_id,
        elapsedSeconds: row.elapsed_seconds,
        side: row.side,
        points: row.points,
        score: { home: row.score_home, away: row.score_away },
      };
      const list = byGame.get(event.gameId);
      if (list === undefined) byGame.set(event.gameId, [event]);
      else list.push(event);
    }
    return byGame;
  }

  /** The outcomes that exist among the ids, in the order asked. */
  findOutcomes(ids: readonly number[]): OutcomeRecord[] {
    const rows = this.db
      .prepare(
        `SELECT ${OUTCOME_COLUMNS} FROM line_outcomes WHERE id IN (SELECT value FROM json_each(?))`,
      )
      .all(JSON.stringify(ids)) as OutcomeRow[];
    const byId = new Map(rows.map((row) => [row.id, toOutcome(row)]));
    return ids.flatMap((id) => {
      const outcome = byId.get(id);
      return outcome === undefined ? [] : [outcome];
    });
  }

  setOutcomePrice(id: number, coef: number, blockedBy: BlockedBy | null): void {
    this.db
      .prepare('UPDATE line_outcomes SET coef_x100 = ?, blocked_by = ? WHERE id = ?')
      .run(Math.round(coef * 100), blockedBy, id);
  }

  /** Counts one more live tick; answers its number, from 1. */
  nextTick(): number {
    const row = this.db
      .prepare(
        `INSERT INTO line_live (id, tick) VALUES (1, 1)
         ON CONFLICT (id) DO UPDATE SET tick = tick + 1 RETURNING tick`,
      )
      .get() as { tick: number };
    return row.tick;
  }

  currentTick(): number {
    const row = this.db.prepare('SELECT tick FROM line_live WHERE id = 1').get() as
      { tick: number } | undefined;
    return row?.tick ?? 0;
  }
}
