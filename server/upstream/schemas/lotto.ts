/**
 * zod schemas of the lotto calls (spec 01 §2 "lotto/{sectionName}?/{lottoId}?" with catalog,
 * results and view). The spec shows neither paths nor shapes; ours are in
 * docs/upstream-contract.md "Lotto API".
 */
import { z } from 'zod';
import { moneySchema } from './toto';

export const LOTTO_KINDS = ['fixed', 'keno'] as const;
export const LOTTO_TICKET_STATUSES = ['pending', 'won', 'lost'] as const;
export const LOTTO_RESULTS_PAGE_SIZE = 20;
/** No lottery draws from more than this many numbers (keno's 80 fit). */
export const MAX_LOTTO_NUMBER = 99;
export const MAX_LOTTO_PICKS = 20;

export const lottoSlugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'a lowercase slug (letters, digits, hyphens)');
const idSchema = z.number().int().positive();
const isoTimeSchema = z.iso.datetime({ offset: true });
const currencySchema = z.string().regex(/^[A-Z]{3}$/);
const lottoNumberSchema = z.number().int().min(1).max(MAX_LOTTO_NUMBER);

export const lotterySchema = z.object({
  id: idSchema,
  slug: lottoSlugSchema,
  name: z.string().min(1),
  /** fixed: exactly pickMin numbers; keno: any count from pickMin to pickMax. */
  kind: z.enum(LOTTO_KINDS),
  /** Numbers run from 1 to this. */
  numbers: z.number().int().min(2).max(MAX_LOTTO_NUMBER),
  pickMin: z.number().int().min(1).max(MAX_LOTTO_PICKS),
  pickMax: z.number().int().min(1).max(MAX_LOTTO_PICKS),
  /** How many numbers each draw draws. */
  drawn: z.number().int().min(1).max(MAX_LOTTO_PICKS),
  ticketPrice: moneySchema,
  currency: currencySchema,
  jackpot: moneySchema,
  /** Minutes between two draws. */
  everyMinutes: z.number().int().positive(),
  nextDraw: z.object({ id: idSchema, number: idSchema, drawAt: isoTimeSchema }),
});
export type Lottery = z.infer<typeof lotterySchema>;

export const lottoDrawSchema = z.object({
  id: idSchema,
  number: idSchema,
  lotterySlug: lottoSlugSchema,
  drawAt: isoTimeSchema,
  /** In the order they were drawn. */
  numbers: z.array(lottoNumberSchema).min(1).max(MAX_LOTTO_PICKS),
});
export type LottoDraw = z.infer<typeof lottoDrawSchema>;

export const lotteriesAnswerSchema = z.object({ data: z.array(lotterySchema) });
export const lottoResultsAnswerSchema = z.object({
  data: z.array(lottoDrawSchema),
  meta: z.object({ page: idSchema, pageSize: idSchema, total: z.number().int().min(0) }),
});
export type LottoResultsAnswer = z.infer<typeof lottoResultsAnswerSchema>;

export const lottoResultsQuerySchema = z
  .object({
    lottery: lottoSlugSchema.optional(),
    page: z
      .string()
      .regex(/^[1-9]\d{0,3}$/, 'a positive integer')
      .transform(Number)
      .default(1),
  })
  .strict();

export const lottoTicketRequestSchema = z
  .object({
    lottery: lottoSlugSchema,
    numbers: z
      .array(lottoNumberSchema)
      .min(1, 'pick at least one number')
      .max(MAX_LOTTO_PICKS)
      .refine((numbers) => new Set(numbers).size === numbers.length, 'a number is picked twice'),
  })
  .strict();
export type LottoTicketRequest = z.infer<typeof lottoTicketRequestSchema>;

export const lottoTicketSchema = z.object({
  id: idSchema,
  lotterySlug: lottoSlugSchema,
  lotteryName: z.string().min(1),
  drawId: idSchema,
  drawNumber: idSchema,
  drawAt: isoTimeSchema,
  /** Ascending. */
  numbers: z.array(lottoNumberSchema).min(1),
  price: moneySchema,
  currency: currencySchema,
  status: z.enum(LOTTO_TICKET_STATUSES),
  /** The ticket's numbers that were drawn, once the draw took place. */
  matched: z.array(lottoNumberSchema).nullable(),
  win: moneySchema.nullable(),
  placedAt: isoTimeSchema,
});
export type LottoTicket = z.infer<typeof lottoTicketSchema>;

export const lottoTicketAnswerSchema = z.object({ data: lottoTicketSchema });
export const lottoTicketsAnswerSchema = z.object({ data: z.array(lottoTicketSchema) });
export const lottoTicketsQuerySchema = z.object({ lottery: lottoSlugSchema.optional() }).strict();
export const lotteryAnswerSchema = z.object({ data: lotterySchema });
