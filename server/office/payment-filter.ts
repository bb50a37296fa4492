/**
 * The payment history's filter (office/historypay): a period of calendar days in the player's
 * time zone (spec 02 §3 timeZone, hours from UTC) and a type, with the page. One schema for the
 * page's query (a bad one shows everything with a notice) and the BFF's (a bad one is a 400).
 */
import { z } from 'zod';
import { PAYMENT_TYPES, positiveIntParamSchema } from '@/server/upstream/schemas/office';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `2026-03-14`, a day that exists. */
export const calendarDateSchema = z
  .string()
  .regex(DATE_PATTERN, 'a date like 2026-03-14')
  .refine((value) => {
    // zod runs this after a failed pattern too: that failure has said all there is.
    const match = DATE_PATTERN.exec(value);
    if (!match) return true;
    const [, y, m, d] = match;
    const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    return Number(y) >= 1970 && date.toISOString().startsWith(value);
  }, 'no such day');

export const PAYMENT_TYPE_FILTERS = ['all', ...PAYMENT_TYPES] as const;
export type PaymentTypeFilter = (typeof PAYMENT_TYPE_FILTERS)[number];

/** An empty field of the filter form is no bound. */
const optionalDate = z.preprocess((v) => (v === '' ? undefined : v), calendarDateSchema.optional());

const paymentFilterFields = z.object({
  from: optionalDate,
  to: optionalDate,
  type: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(PAYMENT_TYPE_FILTERS).default('all'),
  ),
  page: positiveIntParamSchema.default(1),
});

function periodInOrder<T extends z.ZodType<{ from?: string; to?: string }>>(schema: T) {
  return schema.refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: 'must not be before from',
    path: ['to'],
  });
}

export const paymentFilterSchema = periodInOrder(paymentFilterFields);
export type PaymentFilter = z.infer<typeof paymentFilterSchema>;

export const ALL_PAYMENTS: PaymentFilter = { type: 'all', page: 1 };

/** spec 02 §3 timeZone: hours from UTC, halves and quarters allowed, as a query gives it. */
export const timeZoneParamSchema = z
  .string()
  .regex(/^[-+]?\d{1,2}(\.\d{1,2})?$/, 'hours from UTC, e.g. 3 or -5.5')
  .transform(Number)
  .pipe(z.number().min(-12).max(14));

/** spec 02 §3: a player who never chose a zone is at UTC+3. */
export const DEFAULT_TIME_ZONE = 3;

/** GET /api/office/payments: the filter, and the zone its days are in. */
export const paymentsQuerySchema = periodInOrder(
  paymentFilterFields.extend({ timeZone: timeZoneParamSchema.default(DEFAULT_TIME_ZONE) }),
);

function startOfDay(date: string, timeZone: number, plusDays = 0): string {
  const [, y, m, d] = DATE_PATTERN.exec(date) ?? [];
  const utcMidnight = Date.UTC(Number(y), Number(m) - 1, Number(d) + plusDays);
  return new Date(utcMidnight - timeZone * 3_600_000).toISOString();
}

/**
 * The period as the upstream takes it: from the start of `from` to the start of the day after
 * `to` (exclusive), both days in the player's zone.
 */
export function periodInstants(
  filter: Pick<PaymentFilter, 'from' | 'to'>,
  timeZone: number,
): { from?: string; to?: string } {
  return {
    ...(filter.from ? { from: startOfDay(filter.from, timeZone) } : {}),
    ...(filter.to ? { to: startOfDay(filter.to, timeZone, 1) } : {}),
  };
}

/** The first value of each query parameter, as the filter reads it. */
export function firstValues(
  searchParams: Record<string, string | string[] | undefined> | undefined,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(searchParams ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) values[key] = first;
  }
  return values;
}

/** The page's filter: a query that does not parse is no filter at all, and says so. */
export function pageFilterOf(
  searchParams: Record<string, string | string[] | undefined> | undefined,
): { filter: PaymentFilter; isInvalid: boolean } {
  const query = firstValues(searchParams);
  const { from, to, type, page } = query;
  const parsed = paymentFilterSchema.safeParse({ from, to, type, page });
  return parsed.success
    ? { filter: parsed.data, isInvalid: false }
    : { filter: ALL_PAYMENTS, isInvalid: true };
}
