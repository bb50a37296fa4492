/**
 * The casino API's search bound and game flags (docs/upstream-contract.md "Casino API"), without
 * zod: the casino search in the pages' scripts reads them, and the schemas in casino.ts build on
 * them.
 */
export const MAX_SEARCH_LENGTH = 64;

export const GAME_FLAGS = ['new', 'popular', 'jackpot'] as const;
export type GameFlag = (typeof GAME_FLAGS)[number];
