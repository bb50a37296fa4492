/**
 * zod schemas of the office activity calls (spec 01 §2 Office: payment history, bonuses,
 * messages, support; spec 02 §2 "Account sections named in analytics"). The spec shows neither
 * paths nor shapes; ours are in docs/upstream-contract.md "Office activity API".
 */
import { z } from 'zod';
import { moneySchema } from './accounts';
import { currencyIsoSchema } from './auth';
import { languageCodeSchema } from './config';

export const MAX_OFFICE_PAGE_SIZE = 100;
export const DEFAULT_PAYMENTS_PAGE_SIZE = 20;
export const DEFAULT_MESSAGES_PAGE_SIZE = 20;

const isoTimeSchema = z.iso.datetime({ offset: true });
const idSchema = z.number().int().positive();

/** A positive integer as a query or path segment gives it. */
export const positiveIntParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'a positive integer')
  .transform(Number);

const pageParamsSchema = z.object({
  page: positiveIntParamSchema.default(1),
  pageSize: positiveIntParamSchema.pipe(z.number().max(MAX_OFFICE_PAGE_SIZE)).optional(),
});

const pageMetaSchema = z.object({
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});

/* ---------- Payment history ---------- */

export const PAYMENT_TYPES = ['deposit', 'withdrawal'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const PAYMENT_STATUSES = ['pending', 'completed', 'cancelled', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentSchema = z.object({
  id: idSchema,
  type: z.enum(PAYMENT_TYPES),
  /** The payment system as the operator names it: `Visa •••• 4242`, `Skrill`. */
  method: z.string().min(1).max(80),
  amount: moneySchema,
  currency: currencyIsoSchema,
  status: z.enum(PAYMENT_STATUSES),
  createdAt: isoTimeSchema,
});
export type Payment = z.infer<typeof paymentSchema>;

/** GET /office-api/v1/payments: `from` inclusive, `to` exclusive, both instants. */
export const paymentsQuerySchema = pageParamsSchema
  .extend({
    from: isoTimeSchema.optional(),
    to: isoTimeSchema.optional(),
    type: z.enum(PAYMENT_TYPES).optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
    message: 'must be after from',
    path: ['to'],
  });

export const paymentsAnswerSchema = z.object({
  data: z.array(paymentSchema),
  meta: pageMetaSchema,
});
export type PaymentsAnswer = z.infer<typeof paymentsAnswerSchema>;

/* ---------- Bonuses ---------- */

/**
 * available: a deposit bonus the player may take or refuse; active: taken and being wagered;
 * completed: wagered in time; refused; expired (not taken, or not wagered, in time).
 */
export const BONUS_STATUSES = ['available', 'active', 'completed', 'refused', 'expired'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

export const bonusSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  status: z.enum(BONUS_STATUSES),
  /** Percent of the qualifying deposit credited as the bonus. */
  percent: z.number().int().min(1).max(1000),
  maxAmount: moneySchema,
  minDeposit: moneySchema,
  currency: currencyIsoSchema,
  /** The bonus is wagered this many times over. */
  wagerMultiplier: z.number().int().min(1).max(100),
  /** Days the player has to wager it once taken. */
  wagerDays: z.number().int().min(1).max(365),
  /** Until when an available bonus can be taken; null: no limit. */
  offerExpiresAt: isoTimeSchema.nullable(),
  /** What was credited: null until taken. */
  amount: moneySchema.nullable(),
  wagered: moneySchema,
  /** amount × wagerMultiplier: null until taken. */
  wagerRequired: moneySchema.nullable(),
  takenAt: isoTimeSchema.nullable(),
  /** The wagering deadline: null until taken. */
  expiresAt: isoTimeSchema.nullable(),
});
export type Bonus = z.infer<typeof bonusSchema>;

export const langQuerySchema = z.object({ lang: languageCodeSchema.optional() });

/** GET /office-api/v1/bonuses: every bonus of the player, newest first. */
export const bonusesAnswerSchema = z.object({ data: z.array(bonusSchema) });
/** POST /office-api/v1/bonuses/:id/take and …/refuse. */
export const bonusAnswerSchema = z.object({ data: bonusSchema });

/* ---------- Messages ---------- */

export const messageSchema = z.object({
  id: idSchema,
  subject: z.string().min(1),
  body: z.string(),
  sentAt: isoTimeSchema,
  isRead: z.boolean(),
});
export type InboxMessage = z.infer<typeof messageSchema>;

/** GET /office-api/v1/messages */
export const messagesQuerySchema = pageParamsSchema.extend({
  lang: languageCodeSchema.optional(),
});

export const messagesAnswerSchema = z.object({
  data: z.array(messageSchema),
  meta: pageMetaSchema.extend({ unread: z.number().int().nonnegative() }),
});
export type MessagesAnswer = z.infer<typeof messagesAnswerSchema>;

/** POST /office-api/v1/messages/:id/read */
export const messageAnswerSchema = z.object({ data: messageSchema });

/* ---------- Support ---------- */

export const SUPPORT_TOPICS = [
  'account',
  'deposit',
  'withdrawal',
  'bets',
  'bonuses',
  'verification',
  'technical',
  'other',
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const SUPPORT_MESSAGE_LIMITS = { min: 10, max: 2000 } as const;

export const ticketSchema = z.object({
  id: idSchema,
  topic: z.enum(SUPPORT_TOPICS),
  message: z.string().min(1),
  status: z.enum(TICKET_STATUSES),
  /** The support team's answer, once there is one. */
  reply: z.string().nullable(),
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
});
export type SupportTicket = z.infer<typeof ticketSchema>;

/** POST /office-api/v1/support/tickets, and the BFF's body: the form's fields. */
export const supportRequestSchema = z
  .object({
    topic: z.enum(SUPPORT_TOPICS, 'choose a topic'),
    message: z
      .string('write your question')
      .trim()
      .min(SUPPORT_MESSAGE_LIMITS.min, `at least ${SUPPORT_MESSAGE_LIMITS.min} characters`)
      .max(SUPPORT_MESSAGE_LIMITS.max, `at most ${SUPPORT_MESSAGE_LIMITS.max} characters`),
  })
  .strict();
export type SupportRequest = z.infer<typeof supportRequestSchema>;

/** GET /office-api/v1/support/tickets: newest first. */
export const ticketsAnswerSchema = z.object({ data: z.array(ticketSchema) });
export const ticketAnswerSchema = z.object({ data: ticketSchema });
