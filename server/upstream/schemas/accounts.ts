/**
 * zod schemas of the accounts API (spec 02 §3 "Account", §4 "Accounts", §7 "Account data fetch"
 * and "Set active account"). The spec shows no paths; these are ours: docs/upstream-contract.md
 * "Accounts API".
 */
import { z } from 'zod';
import { currencyIsoSchema } from './auth';

// The account types live in a module without zod, for the browser's coupon.
export { ACCOUNT_TYPES, type AccountType } from './account-codes';
export const accountTypeSchema = z.literal([0, 4, 9]);

/**
 * Money as an exact decimal string with two decimals (`25000.00`), never a float:
 * docs/conventions.md "Money and odds".
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
    /**
     * spec 01 §6 "The account-conversion reminder depends on an allow status": 0 not allowed,
     * 1 the main account may be converted, 2 an additional account may. Absent means 0.
     */
    conversionAllowStatus: z.literal([0, 1, 2]).optional(),
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

/** A currency id of the accounts API (docs/upstream-contract.md "Accounts API"). */
export const currencyIdSchema = z.number().int().positive().max(999_999);

/**
 * The currencies a player may open an account in, by id (spec 02 §7 "Office API add currency":
 * the call takes the currency id).
 */
export const ADDABLE_CURRENCIES = [
  { id: 1, iso: 'RUB' },
  { id: 2, iso: 'USD' },
  { id: 3, iso: 'EUR' },
  { id: 4, iso: 'UAH' },
  { id: 5, iso: 'KZT' },
  { id: 6, iso: 'GBP' },
  { id: 7, iso: 'BYN' },
  { id: 8, iso: 'UZS' },
  { id: 9, iso: 'TRY' },
  { id: 10, iso: 'INR' },
  { id: 11, iso: 'PLN' },
  { id: 12, iso: 'BRL' },
] as const;

/** POST /accounts-api/v1/accounts/currencies (spec 02 §7 "Office API add currency"). */
export const addCurrencyRequestSchema = z.object({ currencyId: currencyIdSchema });

/** DELETE /accounts-api/v1/accounts/currencies/:currencyId (spec 02 §7 "remove currency"). */
export const currencyIdParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,5}$/, 'a positive integer')
  .transform(Number);

/** The answer of adding and removing a currency: spec 02 §7 "data.message". */
export const currencyMessageAnswerSchema = z.object({
  data: z.object({ message: z.string().min(1).max(500) }),
});
export type CurrencyMessageAnswer = z.infer<typeof currencyMessageAnswerSchema>['data'];
