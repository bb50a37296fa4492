/**
 * The operator's responsible-gaming rules as the sandbox plays them (spec 01 §3, §4, §5; spec 02
 * §5): the limit catalogue with its options, what a save does (a stricter value applies at once,
 * a looser one waits a day behind the test questions, deposit limits also wait for the player's
 * approval), the approval actions, and the sign-in block of self-exclusion and time-out. The front
 * end has its own reading of these rules; the end-to-end tests compare the two.
 */
import { randomUUID } from 'node:crypto';
import type {
  AvailableLimit,
  Limit,
  LimitAction,
  LimitChange,
  LimitMeasure,
  LimitType,
  TestAnswers,
  TestQuestion,
} from '@contract/limits';
import { limitChangeSchema } from '@contract/limits';
import { SandboxHttpError } from './http';
import type { LimitRow } from './limits-store';
import type { SandboxStore } from './store';

const DAY_S = 86_400;
/** A looser value waits this long (and a deposit limit then waits for approval). */
export const LOOSENING_DELAY_S = DAY_S;
export const NO_LIMIT = 999_999_999;
const TEST_TTL_MS = 15 * 60 * 1000;

type Kind = 'money' | 'session' | 'reminder' | 'exclusion' | 'extra';
type Lang = 'en' | 'ru';

interface Entry {
  type: LimitType;
  kind: Kind;
  measure: LimitMeasure;
  presets: number[];
  custom: { min: number; max: number } | null;
  label: Record<Lang, string>;
}

const MONEY_PRESETS = [1000, 5000, 10000, 50000, 100000];
const MONEY_CUSTOM = { min: 1, max: 99_999_999 };
const PERIODS = [
  ['24 h', '24 ч'],
  ['7 days', '7 дней'],
  ['30 days', '30 дней'],
] as const;

function moneyEntries(first: number, en: string, ru: string, deposit = false): Entry[] {
  return PERIODS.map(([enPeriod, ruPeriod], index) => ({
    type: (first + index) as LimitType,
    kind: 'money',
    measure: 'money',
    presets: deposit ? [...MONEY_PRESETS, NO_LIMIT] : MONEY_PRESETS,
    custom: MONEY_CUSTOM,
    label: { en: `${en}, ${enPeriod}`, ru: `${ru}, ${ruPeriod}` },
  }));
}

/** spec 01 §3 types with spec 01 §5 options. */
const CATALOGUE: readonly Entry[] = [
  ...moneyEntries(1, 'Wagering limit', 'Лимит ставок'),
  ...moneyEntries(10, 'Loss limit', 'Лимит проигрыша'),
  ...moneyEntries(20, 'Deposit limit', 'Лимит депозита', true),
  {
    type: 30,
    kind: 'exclusion',
    measure: 'days',
    presets: [1, 7, 30, 90, 180, 365, 730, 1095, 1825],
    custom: null,
    label: { en: 'Self-exclusion', ru: 'Самоисключение' },
  },
  {
    type: 31,
    kind: 'session',
    measure: 'hours',
    presets: Array.from({ length: 24 }, (_, index) => index + 1),
    custom: null,
    label: { en: 'Session limit', ru: 'Лимит сессии' },
  },
  {
    type: 32,
    kind: 'reminder',
    measure: 'minutes',
    presets: [5, 10, 15, 30, 45, 60],
    custom: null,
    label: { en: 'Reality check', ru: 'Контроль реальности' },
  },
  {
    type: 33,
    kind: 'exclusion',
    measure: 'days',
    presets: [1, 7, 30],
    custom: null,
    label: { en: 'Time-out', ru: 'Тайм-аут' },
  },
  {
    type: 37,
    kind: 'extra',
    measure: 'none',
    presets: [],
    custom: null,
    label: { en: 'Restriction set by the operator', ru: 'Ограничение оператора' },
  },
];

function entryOf(type: number): Entry {
  const entry = CATALOGUE.find((candidate) => candidate.type === type);
  if (entry === undefined) throw new Error(`unknown limit type ${type}`);
  return entry;
}

const REASONS: Record<Lang, string[]> = {
  en: [
    'I spend too much time betting',
    'I spend too much money betting',
    'I want to take a break',
    'Another reason',
  ],
  ru: [
    'Я трачу на ставки слишком много времени',
    'Я трачу на ставки слишком много денег',
    'Хочу сделать перерыв',
    'Другая причина',
  ],
};

/** Every question of the test is answered yes or no. */
const YES_ANSWER_ID = 1;
const NO_ANSWER_ID = 2;

/** The test a looser limit waits behind; each question has one answer that passes. */
const QUESTIONS: readonly { id: number; text: Record<Lang, string>; pass: number }[] = [
  {
    id: 1,
    text: {
      en: 'Do you bet more than you can afford to lose?',
      ru: 'Ставите ли вы больше, чем можете позволить себе проиграть?',
    },
    pass: NO_ANSWER_ID,
  },
  {
    id: 2,
    text: {
      en: 'Do you bet more to win back money you have lost?',
      ru: 'Ставите ли вы больше, чтобы отыграть проигранное?',
    },
    pass: NO_ANSWER_ID,
  },
  {
    id: 3,
    text: {
      en: 'Do you understand that a higher limit applies only after a waiting period?',
      ru: 'Понимаете ли вы, что более высокий лимит действует только после периода ожидания?',
    },
    pass: YES_ANSWER_ID,
  },
];

export function languageOf(acceptLanguage: string | undefined): Lang {
  return acceptLanguage?.trim().toLowerCase().startsWith('ru') ? 'ru' : 'en';
}

export function availableLimits(): AvailableLimit[] {
  return CATALOGUE.filter((entry) => entry.kind !== 'extra').map((entry) => ({
    type: entry.type,
    measure: entry.measure,
    availableValues: entry.presets,
    optionsMap: (entry.presets.includes(NO_LIMIT) ? { [NO_LIMIT]: 'no limit' } : {}) as Record<
      string,
      string
    >,
    custom: entry.custom,
  }));
}

export function selfExcludeReasons(lang: Lang) {
  return REASONS[lang].map((selfExcludeReason, index) => ({ id: index + 1, selfExcludeReason }));
}

function testQuestions(lang: Lang): TestQuestion[] {
  const [yes, no] = lang === 'ru' ? ['Да', 'Нет'] : ['Yes', 'No'];
  return QUESTIONS.map((question) => ({
    id: question.id,
    text: question.text[lang],
    answers: [
      { id: YES_ANSWER_ID, text: yes },
      { id: NO_ANSWER_ID, text: no },
    ],
  }));
}

/**
 * An answer sheet is judged only when it answers every question of the test once, with one of
 * that question's answers: ticking both answers of a question, or answering a question the test
 * does not have, is a malformed sheet (400), not a pass. The test stays open for a proper one.
 */
function assertOneAnswerEach(request: TestAnswers): void {
  const answered = new Set<number>();
  request.answers.forEach((answer, index) => {
    const question = QUESTIONS.find((q) => q.id === answer.questionId);
    const pointer = `/answers/${index}`;
    if (question === undefined) {
      throw SandboxHttpError.coded(400, 'unknown_question', 'The test has no such question', {
        detail: `questionId: the test asks questions ${QUESTIONS.map((q) => q.id).join(', ')}`,
        source: { pointer: `${pointer}/questionId` },
      });
    }
    if (answered.has(question.id)) {
      throw SandboxHttpError.coded(400, 'question_answered_twice', 'One answer per question', {
        detail: `questionId: question ${question.id} is answered more than once`,
        source: { pointer: `${pointer}/questionId` },
      });
    }
    if (answer.answerId !== YES_ANSWER_ID && answer.answerId !== NO_ANSWER_ID) {
      throw SandboxHttpError.coded(400, 'unknown_answer', 'The question has no such answer', {
        detail: `answerId: question ${question.id} has answers ${YES_ANSWER_ID} and ${NO_ANSWER_ID}`,
        source: { pointer: `${pointer}/answerId` },
      });
    }
    answered.add(question.id);
  });
  const missing = QUESTIONS.filter((q) => !answered.has(q.id)).map((q) => q.id);
  if (missing.length > 0) {
    throw SandboxHttpError.coded(400, 'test_incomplete', 'Every question needs an answer', {
      detail: `answers: no answer to question ${missing.join(', ')}`,
      source: { pointer: '/answers' },
    });
  }
}

function forbidden(code: string, title: string, detail?: string): SandboxHttpError {
  return SandboxHttpError.coded(403, code, title, detail === undefined ? {} : { detail });
}

/** spec 01 §8: the upstream's own words for a refused change, shown to the player. */
const REFUSALS = {
  editingBlocked: () =>
    forbidden(
      'editing_blocked',
      'Your limits cannot be changed while an operator restriction or a self-exclusion is active',
    ),
  notSettable: (type: number) =>
    forbidden('not_settable', 'This limit is set by the operator', `limitType: ${type}`),
  cannotCancel: (type: number) =>
    forbidden(
      'cannot_cancel',
      'A self-exclusion or time-out cannot be cancelled or shortened',
      `limitType: ${type}`,
    ),
};

function badValue(index: number, message: string): SandboxHttpError {
  return SandboxHttpError.coded(400, 'invalid_value', 'Invalid limit value', {
    detail: `limits.${index}.limitValue: ${message}`,
    source: { pointer: `/limits/${index}/limitValue` },
  });
}

export class LimitsService {
  constructor(
    private readonly store: SandboxStore,
    private readonly nowMs: () => number,
  ) {}

  private nowS(): number {
    return Math.floor(this.nowMs() / 1000);
  }

  /** Applies what became due: pending changes past their time, exclusions past their end. */
  private settle(userId: number): LimitRow[] {
    const now = this.nowS();
    const { limits } = this.store;
    for (const row of limits.rowsOf(userId)) {
      if (row.state === 'ACTIVE' && row.endsAt !== null && row.endsAt <= now) {
        limits.remove(userId, row.limitType, 'ACTIVE');
      }
      if (row.state === 'PENDING' && !row.needApprove && (row.appliesAt ?? 0) <= now) {
        this.applyPending(row);
      }
    }
    return limits.rowsOf(userId);
  }

  private applyPending(row: LimitRow): void {
    const { limits } = this.store;
    limits.remove(row.userId, row.limitType, 'PENDING');
    if (row.value === null) {
      limits.remove(row.userId, row.limitType, 'ACTIVE');
      return;
    }
    limits.put({
      ...row,
      state: 'ACTIVE',
      startedAt: row.appliesAt ?? this.nowS(),
      appliesAt: null,
      needApprove: false,
    });
  }

  limitsOf(userId: number, lang: Lang): Limit[] {
    return this.settle(userId).map((row) => {
      const entry = entryOf(row.limitType);
      return {
        limitType: entry.type,
        limitValue: row.value,
        measure: entry.measure,
        label: entry.label[lang],
        limitState: row.state,
        startedAt: row.startedAt,
        endsAt: row.endsAt,
        appliesAt: row.appliesAt,
        selfExcludeReason: row.reasonId,
        limitBalance: entry.kind === 'money' ? row.value : null,
        needApprove: row.needApprove,
      };
    });
  }

  /** The checked value of a change: 999999999 and -1 mean no limit (spec 01 §5). */
  private checkedValue(change: LimitChange, index: number): number | null {
    const entry = entryOf(change.limitType);
    if (entry.kind === 'extra') throw REFUSALS.notSettable(change.limitType);
    const value = change.limitValue;
    if (value === null || value === NO_LIMIT || value === -1) {
      if (value === NO_LIMIT && !entry.presets.includes(NO_LIMIT)) {
        throw badValue(index, 'not one of the options');
      }
      return null;
    }
    const isPreset = entry.presets.includes(value);
    const fitsCustom =
      entry.custom !== null && value >= entry.custom.min && value <= entry.custom.max;
    if (!isPreset && !fitsCustom) {
      throw badValue(
        index,
        entry.custom === null
          ? `one of ${entry.presets.join(', ')}`
          : `between ${entry.custom.min} and ${entry.custom.max}`,
      );
    }
    if (entry.type === 30) {
      const reason = change.selfExcludeReason;
      if (reason === undefined || reason > REASONS.en.length) {
        throw SandboxHttpError.coded(400, 'reason_required', 'Choose a reason', {
          detail: `limits.${index}.selfExcludeReason: one of the self-exclusion reasons`,
          source: { pointer: `/limits/${index}/selfExcludeReason` },
        });
      }
    }
    return value;
  }

  private editingBlocked(rows: LimitRow[]): boolean {
    return rows.some(
      (row) => row.state === 'ACTIVE' && (row.limitType === 37 || row.limitType === 30),
    );
  }

  /** Whether the change loosens protection (and so waits behind the test and a delay). */
  private isLoosening(rows: LimitRow[], type: number, value: number | null): boolean {
    const entry = entryOf(type);
    if (entry.kind !== 'money' && entry.kind !== 'session') return false;
    const active = rows.find((row) => row.limitType === type && row.state === 'ACTIVE');
    if (active === undefined || active.value === null) return false;
    return value === null || value > active.value;
  }

  save(
    userId: number,
    changes: LimitChange[],
    lang: Lang,
  ): {
    status: 'SAVED' | 'TEST_REQUIRED';
    questions: TestQuestion[];
    tokenGuid: string | null;
    limitsData: Limit[];
  } {
    const rows = this.settle(userId);
    if (this.editingBlocked(rows)) throw REFUSALS.editingBlocked();
    const values = changes.map((change, index) => this.checkedValue(change, index));
    const now = this.nowS();
    for (const [index, change] of changes.entries()) {
      if (entryOf(change.limitType).kind !== 'exclusion') continue;
      const active = rows.find(
        (row) => row.limitType === change.limitType && row.state === 'ACTIVE',
      );
      const value = values[index] ?? null;
      const endsAt = value === null ? null : now + value * DAY_S;
      if (active !== undefined && (endsAt === null || endsAt < (active.endsAt ?? Infinity))) {
        throw REFUSALS.cannotCancel(change.limitType);
      }
    }
    const loosening = changes.some((change, index) =>
      this.isLoosening(rows, change.limitType, values[index] ?? null),
    );
    if (loosening) {
      const tokenGuid = randomUUID();
      this.store.limits.putTest(tokenGuid, userId, changes, this.nowMs() + TEST_TTL_MS);
      return {
        status: 'TEST_REQUIRED',
        questions: testQuestions(lang),
        tokenGuid,
        limitsData: this.limitsOf(userId, lang),
      };
    }
    this.store.transaction(() => this.apply(userId, changes, values));
    return {
      status: 'SAVED',
      questions: [],
      tokenGuid: null,
      limitsData: this.limitsOf(userId, lang),
    };
  }

  private apply(userId: number, changes: LimitChange[], values: (number | null)[]): void {
    const { limits } = this.store;
    const now = this.nowS();
    const rows = limits.rowsOf(userId);
    for (const [index, change] of changes.entries()) {
      const type = change.limitType;
      const entry = entryOf(type);
      const value = values[index] ?? null;
      const base = {
        userId,
        limitType: type,
        value,
        startedAt: now,
        endsAt: null,
        appliesAt: null,
        reasonId: null,
        needApprove: false,
      };
      if (this.isLoosening(rows, type, value)) {
        // spec 02 §5: a looser deposit limit waits for approval 86400 s after startedAt.
        limits.put({
          ...base,
          state: 'PENDING',
          appliesAt: now + LOOSENING_DELAY_S,
          needApprove: (type as number) >= 20 && (type as number) <= 22,
        });
        continue;
      }
      limits.remove(userId, type, 'PENDING');
      if (value === null) {
        limits.remove(userId, type, 'ACTIVE');
        continue;
      }
      limits.put({
        ...base,
        state: 'ACTIVE',
        endsAt: entry.kind === 'exclusion' ? now + value * DAY_S : null,
        reasonId: type === 30 ? (change.selfExcludeReason ?? null) : null,
      });
    }
  }

  /** spec 01 §4: the save waiting on the test applies only when every answer passes. */
  answerTest(userId: number, request: TestAnswers, lang: Lang) {
    assertOneAnswerEach(request);
    const held = this.store.limits.takeTest(request.tokenGuid, userId, this.nowMs());
    const changes = limitChangeSchema.array().safeParse(held);
    if (!changes.success) {
      throw SandboxHttpError.coded(404, 'test_not_found', 'The test has expired, save again', {
        detail: 'tokenGuid: no open test with this token',
        source: { pointer: '/tokenGuid' },
      });
    }
    const questionsResult = QUESTIONS.map((question) => ({
      questionId: question.id,
      correct: request.answers.some(
        (answer) => answer.questionId === question.id && answer.answerId === question.pass,
      ),
    }));
    const success = questionsResult.every((result) => result.correct);
    if (success) {
      const rows = this.settle(userId);
      if (this.editingBlocked(rows)) throw REFUSALS.editingBlocked();
      const values = changes.data.map((change, index) => this.checkedValue(change, index));
      this.store.transaction(() => this.apply(userId, changes.data, values));
    }
    return { questionsResult, success, limitsData: this.limitsOf(userId, lang) };
  }

  /** spec 01 §4 "Deposit-limit approval": confirm once due, reject (cancel) at any time. */
  act(userId: number, request: LimitAction, lang: Lang): Limit[] {
    const now = this.nowS();
    const pending = this.settle(userId).filter(
      (row) =>
        row.state === 'PENDING' &&
        (request.limitType === undefined ? row.needApprove : row.limitType === request.limitType),
    );
    if (pending.length === 0) {
      throw SandboxHttpError.coded(404, 'no_pending_limit', 'There is no pending limit to act on');
    }
    if (request.action === 'confirm') {
      for (const row of pending) {
        if (!row.needApprove) {
          throw forbidden('no_approval', 'This change applies by itself when its time comes');
        }
        if ((row.appliesAt ?? 0) > now) {
          throw SandboxHttpError.coded(409, 'approval_not_due', 'It is too early to approve', {
            meta: { appliesAt: row.appliesAt },
          });
        }
      }
    }
    this.store.transaction(() => {
      for (const row of pending) {
        if (request.action === 'confirm') this.applyPending(row);
        else this.store.limits.remove(userId, row.limitType, 'PENDING');
      }
    });
    return this.limitsOf(userId, lang);
  }

  /** The end (epoch s) of the self-exclusion or time-out that keeps the player out, or null. */
  excludedUntil(userId: number): number | null {
    const ends = this.settle(userId)
      .filter((row) => row.state === 'ACTIVE' && (row.limitType === 30 || row.limitType === 33))
      .map((row) => row.endsAt ?? Infinity);
    return ends.length === 0 ? null : Math.max(...ends);
  }

  /** spec 01 §7 BlockUser: signs the excluded player out everywhere. */
  blockUser(userId: number): void {
    if (this.excludedUntil(userId) === null) {
      throw SandboxHttpError.coded(409, 'not_excluded', 'No self-exclusion or time-out is active');
    }
    this.store.auth.revokeUserLogins(userId, this.nowMs());
  }

  /** The control API's direct write: any type, including the operator's 37. */
  putActive(userId: number, type: LimitType, value: number | null, endsAt: number | null): void {
    this.store.limits.put({
      userId,
      limitType: type,
      state: 'ACTIVE',
      value,
      startedAt: this.nowS(),
      endsAt,
      appliesAt: null,
      reasonId: type === 30 ? 1 : null,
      needApprove: false,
    });
  }
}

/** The refusal a sign-in gets while a self-exclusion or time-out lasts. */
export function assertSignInAllowed(store: SandboxStore, userId: number, nowMs: number): void {
  const until = new LimitsService(store, () => nowMs).excludedUntil(userId);
  if (until === null) return;
  const end = new Date(until * 1000).toISOString().slice(0, 16).replace('T', ' ');
  throw SandboxHttpError.coded(403, 'self_excluded', `Your account is closed until ${end} UTC`, {
    meta: { until },
  });
}
