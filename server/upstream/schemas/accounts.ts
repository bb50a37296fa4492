/**
 * zod schemas of the accounts API (spec 02 §3 "Account", §4 "Accounts", §7 "Account data fetch"
 * and "Set active account"). The spec shows no paths; these are ours: docs/upstream-contract.md
 * "Accounts API".
 */
import { z } from 'zod';
import { currencyIsoSchema } from './auth';

/** Account types: the main account, a bonus account, an additional account in another currency. */
export const ACCOUNT_TYPES = { main: 0, bonus: 4, currency: 9 } as const;
export type AccountType = (typeof ACCOUNT_TYPES)[keyof typeof ACCOUNT_TYPES];
export const accountTypeSchema = z.literal([0, 4, 9]);

/**
 * Money as an exact decimal string with two decimals (`25000.00`), never a float: CONVENTIONS
 * "Money and odds".
 */
export const moneySchema = z.string().regex(/^\d{1,13}\.\d{2}$/, 'a decimal amount like 150.00');

export const accountSchema = z.object({
  id: z.number().int().positive(),
  type: accountTypeSchema,
  currencyId: z.number().int().positive(),
  /** ISO 4217 code, e.g. `RUB`. */
  currency: currencyIsoSchema,
  balance: moneySchema,
});
export type Account = z.infer<typeof accountSchema>;

/** GET /accounts-api/v1/accounts and POST /accounts-api/v1/accounts/active */
export const accountsAnswerSchema = z.object({
  data: z.object({
    accounts: z.array(accountSchema).min(1),
    /** spec 02 §3 "an activeAccount with id": the account bets and payments use by default. */
    activeAccount: accountSchema,
  }),
});
export type AccountsAnswer = z.infer<typeof accountsAnswerSchema>['data'];

/** POST /accounts-api/v1/accounts/active?id= (spec 02 §7 "query param id"). */
export const setActiveAccountQuerySchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, 'a positive integer')
    .transform(Number),
});
