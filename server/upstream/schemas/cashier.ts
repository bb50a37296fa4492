/**
 * zod schemas of the cashier calls (spec 01 §2 Office: recharge, deduce, payment, payment/requests
 * and payment/create-request; spec 02 §2 "recharge (deposit)", "deduction (withdrawal)"). The spec
 * shows neither paths nor shapes; ours are in docs/upstream-contract.md "Cashier API". The form,
 * the BFF and the sandbox read the same request schemas; each checks the amount against the
 * method's range and the deposit limits with its own code.
 */
import { z } from 'zod';
import { moneySchema } from './accounts';
import { currencyIsoSchema } from './auth';
import { languageCodeSchema } from './config';

const idSchema = z.number().int().positive();
const isoTimeSchema = z.iso.datetime({ offset: true });

/* ---------- Amounts ---------- */

/** The largest amount one payment may carry, in major units: a typo guard, not a business limit. */
export const MAX_PAYMENT_AMOUNT = 100_000_000;

/**
 * An amount as the player types it: digits with at most two decimals (`150`, `150.5`, `150.50`),
 * a comma taken as the decimal point, above zero.
 */
export const amountInputSchema = z
  .string('enter an amount')
  .trim()
  .transform((value) => value.replace(',', '.'))
  .pipe(
    z
      .string()
      .min(1, 'enter an amount')
      .regex(/^\d{1,9}(\.\d{1,2})?$/, 'a number with at most two decimals')
      .refine((value) => Number(value) > 0, 'more than zero')
      .refine((value) => Number(value) <= MAX_PAYMENT_AMOUNT, `at most ${MAX_PAYMENT_AMOUNT}`),
  );

/** A payment method id as the operator names it: `card`, `sbp`, `usdt-trc20`. */
export const methodIdSchema = z
  .string('choose a payment method')
  .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'choose a payment method');

/* ---------- Payment methods ---------- */

export const METHOD_KINDS = ['card', 'ewallet', 'mobile', 'bank', 'crypto'] as const;
export type MethodKind = (typeof METHOD_KINDS)[number];

/** One direction of a method: its range and fee in the account's currency. */
export const methodTermsSchema = z.object({
  min: moneySchema,
  max: moneySchema,
  /** Percent of the amount, 0 to 20 (`1.5` is 1.5 %). */
  feePercent: z.number().min(0).max(20),
  /** How long the money takes, in minutes; 0 is instant. */
  processingMinutes: z.number().int().nonnegative().max(10_080),
});
export type MethodTerms = z.infer<typeof methodTermsSchema>;

export const paymentMethodSchema = z.object({
  id: methodIdSchema,
  name: z.string().min(1).max(80),
  kind: z.enum(METHOD_KINDS),
  /** null: the method does not take deposits (or withdrawals) in this currency. */
  deposit: methodTermsSchema.nullable(),
  withdrawal: methodTermsSchema.nullable(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** GET /cashier-api/v1/methods?currency= (public: the payment methods page). */
export const methodsQuerySchema = z.object({ currency: currencyIsoSchema.optional() });
export const methodsAnswerSchema = z.object({
  data: z.array(paymentMethodSchema),
  meta: z.object({ currency: currencyIsoSchema }),
});
export type MethodsAnswer = z.infer<typeof methodsAnswerSchema>;

/* ---------- The player's cashier ---------- */

export const WITHDRAWAL_STATUSES = ['pending', 'completed', 'cancelled', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const withdrawalSchema = z.object({
  id: idSchema,
  methodId: methodIdSchema,
  method: z.string().min(1).max(80),
  amount: moneySchema,
  currency: currencyIsoSchema,
  status: z.enum(WITHDRAWAL_STATUSES),
  createdAt: isoTimeSchema,
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** A deposit limit in force (spec 01 §3 limit types 20–22) and what is left of it. */
export const depositAllowanceSchema = z.object({
  limitType: z.number().int().positive(),
  limit: moneySchema,
  used: moneySchema,
  remaining: moneySchema,
});
export type DepositAllowance = z.infer<typeof depositAllowanceSchema>;

/** GET /cashier-api/v1/cashier: the active account, what may be withdrawn, methods, limits. */
export const cashierAnswerSchema = z.object({
  data: z.object({
    account: z.object({ id: idSchema, currency: currencyIsoSchema, balance: moneySchema }),
    /** What may be withdrawn: the active account's balance (pending withdrawals are already off it); 0 on a bonus account. */
    withdrawable: moneySchema,
    methods: z.array(paymentMethodSchema),
    depositLimits: z.array(depositAllowanceSchema),
    withdrawals: z.array(withdrawalSchema),
  }),
});
export type Cashier = z.infer<typeof cashierAnswerSchema>['data'];

/** POST /cashier-api/v1/deposits and /withdrawals. */
export const paymentRequestSchema = z
  .object({ methodId: methodIdSchema, amount: amountInputSchema })
  .strict();
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

export const depositAnswerSchema = z.object({
  data: z.object({
    paymentId: idSchema,
    amount: moneySchema,
    fee: moneySchema,
    currency: currencyIsoSchema,
    /** The credited account's balance after the deposit. */
    balance: moneySchema,
    /** Where the payment system sends the player back: our result page (spec 01 §2 onpay). */
    status: z.enum(['success', 'pending']),
  }),
});
export type DepositResult = z.infer<typeof depositAnswerSchema>['data'];

export const withdrawalAnswerSchema = z.object({ data: withdrawalSchema });

/* ---------- Payment-problem requests ---------- */

export const paymentSubTopicSchema = z.object({
  id: idSchema,
  name: z.string().min(1).max(120),
});

export const paymentTopicSchema = z.object({
  id: idSchema,
  name: z.string().min(1).max(120),
  /** The kind of transaction the request is about; null: no transaction is picked. */
  transactionType: z.enum(['deposit', 'withdrawal']).nullable(),
  subTopics: z.array(paymentSubTopicSchema).min(1),
});
export type PaymentTopic = z.infer<typeof paymentTopicSchema>;

/** GET /cashier-api/v1/payment-topics?lang= */
export const topicsQuerySchema = z.object({ lang: languageCodeSchema.optional() });
export const topicsAnswerSchema = z.object({ data: z.array(paymentTopicSchema) });

export const PAYMENT_REQUEST_STATUSES = ['open', 'in_progress', 'resolved', 'rejected'] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];
export const PAYMENT_REQUEST_TEXT_LIMITS = { min: 10, max: 2000 } as const;

export const paymentProblemSchema = z.object({
  id: idSchema,
  topicId: idSchema,
  subTopicId: idSchema,
  transactionId: idSchema.nullable(),
  message: z.string(),
  status: z.enum(PAYMENT_REQUEST_STATUSES),
  createdAt: isoTimeSchema,
});
export type PaymentProblem = z.infer<typeof paymentProblemSchema>;

/** POST /cashier-api/v1/payment-requests */
export const paymentProblemRequestSchema = z
  .object({
    topicId: idSchema,
    subTopicId: idSchema,
    transactionId: idSchema.nullable().default(null),
    message: z
      .string('describe the problem')
      .trim()
      .min(
        PAYMENT_REQUEST_TEXT_LIMITS.min,
        `at least ${PAYMENT_REQUEST_TEXT_LIMITS.min} characters`,
      )
      .max(
        PAYMENT_REQUEST_TEXT_LIMITS.max,
        `at most ${PAYMENT_REQUEST_TEXT_LIMITS.max} characters`,
      ),
  })
  .strict();
export type PaymentProblemRequest = z.input<typeof paymentProblemRequestSchema>;

export const paymentProblemsAnswerSchema = z.object({ data: z.array(paymentProblemSchema) });
export const paymentProblemAnswerSchema = z.object({ data: paymentProblemSchema });

/* ---------- Office extras: promo check, mailing, referral, cashback ---------- */

/** A promo code as typed: letters, digits and dashes, read in upper case. */
export const promoCheckRequestSchema = z
  .object({
    code: z
      .string('enter a promo code')
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{3,32}$/, '3 to 32 letters, digits or dashes'),
  })
  .strict();

export const PROMO_STATUSES = ['valid', 'used', 'expired'] as const;
export const promoCheckAnswerSchema = z.object({
  data: z.object({
    code: z.string(),
    status: z.enum(PROMO_STATUSES),
    title: z.string().min(1).max(200),
    expiresAt: isoTimeSchema.nullable(),
  }),
});
export type PromoCheck = z.infer<typeof promoCheckAnswerSchema>['data'];

export const MAILING_CHANNELS = ['email', 'sms', 'push', 'news'] as const;
export type MailingChannel = (typeof MAILING_CHANNELS)[number];
export const mailingAnswerSchema = z.object({
  data: z.object({ email: z.boolean(), sms: z.boolean(), push: z.boolean(), news: z.boolean() }),
});
export type Mailing = z.infer<typeof mailingAnswerSchema>['data'];
export const mailingSaveSchema = z
  .object({ channel: z.enum(MAILING_CHANNELS), enabled: z.boolean() })
  .strict();

export const referralAnswerSchema = z.object({
  data: z.object({
    refCode: z.string().regex(/^[A-Za-z0-9]{1,32}$/),
    invited: z.number().int().nonnegative(),
    /** Percent of the invited players' deposits paid to the player. */
    percent: z.number().min(0).max(100),
  }),
});
export type Referral = z.infer<typeof referralAnswerSchema>['data'];

export const cashbackAnswerSchema = z.object({
  data: z.object({
    percent: z.number().min(0).max(100),
    currency: currencyIsoSchema,
    /** Net deposits of the current week (deposits less withdrawals), never below 0. */
    base: moneySchema,
    accrued: moneySchema,
    paysOn: isoTimeSchema,
  }),
});
export type Cashback = z.infer<typeof cashbackAnswerSchema>['data'];
