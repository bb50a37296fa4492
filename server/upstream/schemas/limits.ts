/**
 * zod schemas of the responsible-gaming limit calls (spec 01 §3 "Responsible-gaming limit",
 * §7 "Limits"; spec 02 §3 "Client limit"). Where the spec shows no shape, ours is in
 * docs/upstream-contract.md "Limits API".
 */
import { z } from 'zod';

/** spec 01 §3 "Limit types by number". */
export const LIMIT_TYPES = {
  wager24h: 1,
  wager7d: 2,
  wager30d: 3,
  loss24h: 10,
  loss7d: 11,
  loss30d: 12,
  deposit24h: 20,
  deposit7d: 21,
  deposit30d: 22,
  selfExclusion: 30,
  session: 31,
  realityCheck: 32,
  timeout: 33,
  extra: 37,
} as const;

export const LIMIT_TYPE_IDS = Object.values(LIMIT_TYPES);
export type LimitType = (typeof LIMIT_TYPE_IDS)[number];

/** spec 02 §5: the deposit limits, the only ones that wait for the player's approval. */
export const DEPOSIT_LIMIT_TYPES: readonly LimitType[] = [20, 21, 22];
/** spec 01 §4 "Limit editing": types 30 and 33 when ACTIVE cannot be cancelled. */
export const UNCANCELLABLE_LIMIT_TYPES: readonly LimitType[] = [30, 33];
/** spec 01 §5: the deposit limit option that means no limit. */
export const NO_DEPOSIT_LIMIT = 999_999_999;
/** spec 01 §5: a session limit of -1 is not set. */
export const SESSION_LIMIT_NOT_SET = -1;
/** spec 01 §4, spec 02 §5: the approval deadline of a pending deposit limit, after startedAt. */
export const DEPOSIT_APPROVAL_DELAY_S = 86_400;

export const limitTypeSchema = z.literal(LIMIT_TYPE_IDS);

export const LIMIT_MEASURES = ['money', 'hours', 'minutes', 'days', 'none'] as const;
export type LimitMeasure = (typeof LIMIT_MEASURES)[number];
export const LIMIT_STATES = ['ACTIVE', 'PENDING'] as const;
export type LimitState = (typeof LIMIT_STATES)[number];

const epochSecondsSchema = z.number().int().nonnegative();
const limitValueSchema = z.number().int().min(-1).max(NO_DEPOSIT_LIMIT);

/** One limit of the player as the upstream answers it (spec 01 §3). */
export const limitSchema = z.object({
  limitType: limitTypeSchema,
  /** null: the pending change removes the limit. */
  limitValue: limitValueSchema.nullable(),
  measure: z.enum(LIMIT_MEASURES),
  label: z.string().max(200),
  limitState: z.enum(LIMIT_STATES),
  startedAt: epochSecondsSchema,
  endsAt: epochSecondsSchema.nullable(),
  /** When a PENDING change takes effect (or, with needApprove, may be approved). */
  appliesAt: epochSecondsSchema.nullable(),
  selfExcludeReason: z.number().int().positive().nullable(),
  limitBalance: z.number().nullable(),
  needApprove: z.boolean(),
});
export type Limit = z.infer<typeof limitSchema>;

/** One settable limit type with its options (GET …/availablelimits). */
export const availableLimitSchema = z.object({
  type: limitTypeSchema,
  measure: z.enum(LIMIT_MEASURES),
  /** The preset options, in order. */
  availableValues: z.array(limitValueSchema).max(50),
  /** Labels of special options by value (`999999999` → no limit). */
  optionsMap: z.record(z.string(), z.string().max(100)),
  /** spec 01 §5: a custom value only for the types allowed one. */
  custom: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});
export type AvailableLimit = z.infer<typeof availableLimitSchema>;

/**
 * GET limits; meta.now is the upstream's clock (epoch s): a countdown runs on it, not on the
 * player's device clock, which may be wrong.
 */
export const limitsAnswerSchema = z.object({
  data: z.array(limitSchema).max(100),
  meta: z.object({ now: epochSecondsSchema }).optional(),
});
export const availableLimitsAnswerSchema = z.object({
  data: z.array(availableLimitSchema).max(50),
});

export const selfExcludeReasonSchema = z.object({
  id: z.number().int().positive(),
  selfExcludeReason: z.string().min(1).max(300),
});
export type SelfExcludeReason = z.infer<typeof selfExcludeReasonSchema>;
export const selfExcludeReasonsAnswerSchema = z.object({
  data: z.array(selfExcludeReasonSchema).max(50),
});

/** One change of a save: a value (null removes the limit) and, for self-exclusion, a reason. */
export const limitChangeSchema = z
  .object({
    limitType: limitTypeSchema,
    limitValue: limitValueSchema.nullable(),
    selfExcludeReason: z.number().int().positive().optional(),
  })
  .strict();
export type LimitChange = z.infer<typeof limitChangeSchema>;

export const limitsSaveSchema = z
  .object({
    limits: z
      .array(limitChangeSchema)
      .min(1)
      .max(LIMIT_TYPE_IDS.length)
      .refine((list) => new Set(list.map((c) => c.limitType)).size === list.length, {
        message: 'each limit type at most once',
      }),
  })
  .strict();
export type LimitsSave = z.infer<typeof limitsSaveSchema>;

export const testQuestionSchema = z.object({
  id: z.number().int().positive(),
  text: z.string().min(1).max(500),
  answers: z
    .array(z.object({ id: z.number().int().positive(), text: z.string().min(1).max(300) }))
    .min(2)
    .max(10),
});
export type TestQuestion = z.infer<typeof testQuestionSchema>;

export const SAVE_STATUSES = ['SAVED', 'TEST_REQUIRED'] as const;

/** spec 01 §3 "Save-limit response: status, questions, tokenGuid, limitsData". */
export const limitsSaveAnswerSchema = z.object({
  data: z.object({
    status: z.enum(SAVE_STATUSES),
    questions: z.array(testQuestionSchema).max(20),
    tokenGuid: z.string().min(1).max(100).nullable(),
    limitsData: z.array(limitSchema).max(100),
  }),
});
export type LimitsSaveAnswer = z.infer<typeof limitsSaveAnswerSchema>['data'];

/** spec 01 §3 "Test answers payload: tokenGuid and answers". */
export const testAnswersSchema = z
  .object({
    tokenGuid: z.string().min(1).max(100),
    answers: z
      .array(
        z
          .object({
            questionId: z.number().int().positive(),
            answerId: z.number().int().positive(),
          })
          .strict(),
      )
      .min(1)
      .max(20)
      // One answer per question: a sheet ticking both answers of a question passes no test.
      .refine((list) => new Set(list.map((a) => a.questionId)).size === list.length, {
        message: 'each question at most once',
      }),
  })
  .strict();
export type TestAnswers = z.infer<typeof testAnswersSchema>;

/** spec 01 §3 "Test result: questionsResult, success, limitsData". */
export const testResultAnswerSchema = z.object({
  data: z.object({
    questionsResult: z
      .array(z.object({ questionId: z.number().int().positive(), correct: z.boolean() }))
      .max(20),
    success: z.boolean(),
    limitsData: z.array(limitSchema).max(100),
  }),
});
export type TestResult = z.infer<typeof testResultAnswerSchema>['data'];

/** spec 01 §7 "limitaction with action confirm or reject"; no type: every pending deposit limit. */
export const limitActionSchema = z
  .object({
    action: z.enum(['confirm', 'reject']),
    limitType: limitTypeSchema.optional(),
  })
  .strict();
export type LimitAction = z.infer<typeof limitActionSchema>;

export const limitActionAnswerSchema = z.object({
  data: z.object({ limitsData: z.array(limitSchema).max(100) }),
});

export const blockUserAnswerSchema = z.object({ data: z.object({ success: z.boolean() }) });

/** The BFF's limit calls name the page's language (spec 01 §7 "with a language header"). */
export const limitsQuerySchema = z.object({
  lang: z
    .string()
    .regex(/^[a-z]{2}$/, 'two lowercase letters')
    .default('en'),
});
