/**
 * The accounts API's codes (spec 02 §3 "Account"), without zod: the browser's coupon reads them,
 * and the schemas in accounts.ts build on them.
 */

/** Account types: the main account, a bonus account, an additional account in another currency. */
export const ACCOUNT_TYPES = { main: 0, bonus: 4, currency: 9 } as const;
export type AccountType = (typeof ACCOUNT_TYPES)[keyof typeof ACCOUNT_TYPES];
