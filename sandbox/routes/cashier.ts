/**
 * The cashier calls (spec 01 §2 Office: recharge, deduce, payment, payment/requests,
 * payment/create-request; paths ours, docs/upstream-contract.md "Cashier API"): the payment
 * methods, deposits that credit the active account within the player's deposit limits,
 * withdrawals that reserve the money until paid or cancelled, payment-problem requests, and the
 * control API that moves a request along.
 */
import { z } from 'zod';
import {
  cashierAnswerSchema,
  depositAnswerSchema,
  methodsAnswerSchema,
  methodsQuerySchema,
  PAYMENT_REQUEST_STATUSES,
  paymentProblemAnswerSchema,
  paymentProblemRequestSchema,
  paymentProblemsAnswerSchema,
  paymentRequestSchema,
  topicsAnswerSchema,
  topicsQuerySchema,
  withdrawalAnswerSchema,
  type PaymentMethod,
  type Withdrawal,
} from '@contract/cashier';
import { ACCOUNT_TYPES } from '@contract/accounts';
import { formatMinor } from '../accounts-store';
import type { AccountRecord } from '../accounts-store';
import { requireSession } from '../auth-session';
import {
  DEPOSIT_LIMIT_WINDOWS_MS,
  MAX_OPEN_PAYMENT_REQUESTS,
  methodFor,
  methodsFor,
  PAYMENT_TOPICS,
  topicById,
  type Lang,
  type MethodEntry,
} from '../cashier-catalogue';
import { registerCashierOfficeRoutes } from '../cashier-office';
import type { CashierPayment, PaymentProblemRecord } from '../cashier-store';
import type { RequestContext } from '../http';
import { json, parseBody, parseQuery, pathIdSchema, pathParam, SandboxHttpError } from '../http';
import { LimitsService, NO_LIMIT } from '../limits';
import type { Router } from '../router';
import type { SandboxState } from '../state';

const DEFAULT_CURRENCY = 'RUB';
const WITHDRAWALS_LISTED = 20;

const iso = (ms: number) => new Date(ms).toISOString();

/** `150.5` → 15050: the contract schema has already checked the digits. */
function minorOf(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The language a cashier call asks its texts in (`?lang=`); English when it names none. */
function langOf(ctx: RequestContext): Lang {
  return ctx.url.searchParams.get('lang') === 'ru' ? 'ru' : 'en';
}

function toMethod(entry: MethodEntry, lang: Lang): PaymentMethod {
  const terms = (t: MethodEntry['deposit']) =>
    t === null
      ? null
      : {
          min: formatMinor(t.minMinor),
          max: formatMinor(t.maxMinor),
          feePercent: t.feePercent,
          processingMinutes: t.processingMinutes,
        };
  return {
    id: entry.id,
    name: entry.name[lang],
    kind: entry.kind,
    deposit: terms(entry.deposit),
    withdrawal: terms(entry.withdrawal),
  };
}

function toWithdrawal(payment: CashierPayment): Withdrawal {
  return {
    id: payment.id,
    methodId: payment.methodId ?? 'card',
    method: payment.method,
    amount: formatMinor(payment.amountMinor),
    currency: payment.currency,
    status: payment.status,
    createdAt: iso(payment.createdAt),
  };
}

function toProblem(record: PaymentProblemRecord) {
  return {
    id: record.id,
    topicId: record.topicId,
    subTopicId: record.subTopicId,
    transactionId: record.transactionId,
    message: record.message,
    status: record.status,
    createdAt: iso(record.createdAt),
  };
}

const refused = (status: number, code: string, title: string, detail: string, meta?: object) =>
  SandboxHttpError.coded(status, code, title, {
    detail,
    ...(meta ? { meta: meta as Record<string, unknown> } : {}),
  });

const problemStatusInputSchema = z.object({ status: z.enum(PAYMENT_REQUEST_STATUSES) }).strict();

export function registerCashierRoutes(router: Router, state: SandboxState): void {
  const { store } = state;
  const limits = new LimitsService(store, state.now);
  registerCashierOfficeRoutes(router, state);

  function playerId(ctx: RequestContext): number {
    const { userId } = requireSession(ctx, state);
    if (store.auth.findUserById(userId) === undefined) {
      throw SandboxHttpError.coded(401, 'unauthorized', 'Unauthorized', {
        detail: 'authorization: the player no longer exists',
      });
    }
    return userId;
  }

  function activeAccount(userId: number): AccountRecord {
    const accounts = store.accounts.listForUser(userId);
    const activeId = store.accounts.activeAccountId(userId);
    const account = accounts.find((a) => a.id === activeId) ?? accounts[0];
    if (account === undefined) {
      throw refused(409, 'no_account', 'You have no account to pay with', 'no accounts');
    }
    return account;
  }

  /** spec 01 §3 deposit limits 20–22 in force, with what the player deposited in their window. */
  function depositAllowances(userId: number, currency: string) {
    const now = state.now();
    return limits
      .limitsOf(userId, 'en')
      .filter(
        (l) =>
          l.limitState === 'ACTIVE' &&
          l.limitType in DEPOSIT_LIMIT_WINDOWS_MS &&
          l.limitValue !== null &&
          l.limitValue !== NO_LIMIT,
      )
      .map((l) => {
        const limitMinor = (l.limitValue ?? 0) * 100;
        const windowMs = DEPOSIT_LIMIT_WINDOWS_MS[l.limitType] ?? 0;
        const usedMinor = store.cashier.depositedSince(userId, currency, now - windowMs);
        return {
          limitType: l.limitType,
          label: l.label,
          limitMinor,
          usedMinor,
          remainingMinor: Math.max(0, limitMinor - usedMinor),
        };
      });
  }

  function checkedMethod(
    account: AccountRecord,
    methodId: string,
    direction: 'deposit' | 'withdrawal',
    amountMinor: number,
  ): MethodEntry & { terms: NonNullable<MethodEntry['deposit']> } {
    const method = methodFor(account.currency, methodId);
    const terms = method?.[direction] ?? null;
    if (method === undefined || terms === null) {
      throw SandboxHttpError.coded(
        422,
        'method_unavailable',
        'This payment method is not available',
        {
          detail: `methodId: no ${direction} by ${methodId} in ${account.currency}`,
          source: { pointer: '/methodId' },
        },
      );
    }
    if (amountMinor < terms.minMinor || amountMinor > terms.maxMinor) {
      const range = `${formatMinor(terms.minMinor)}–${formatMinor(terms.maxMinor)} ${account.currency}`;
      throw SandboxHttpError.coded(422, 'amount_out_of_range', `The amount must be ${range}`, {
        detail: `amount: ${formatMinor(amountMinor)} is outside ${range}`,
        source: { pointer: '/amount' },
        meta: { min: formatMinor(terms.minMinor), max: formatMinor(terms.maxMinor) },
      });
    }
    return { ...method, terms };
  }

  /* ---------- methods ---------- */

  router.on('GET', '/cashier-api/v1/methods', (ctx) => {
    const currency = parseQuery(ctx, methodsQuerySchema).currency ?? DEFAULT_CURRENCY;
    return json(
      methodsAnswerSchema.parse({
        data: methodsFor(currency).map((m) => toMethod(m, langOf(ctx))),
        meta: { currency },
      }),
    );
  });

  router.on('GET', '/cashier-api/v1/cashier', (ctx) => {
    const userId = playerId(ctx);
    const account = activeAccount(userId);
    const isBonus = account.type === ACCOUNT_TYPES.bonus;
    return json(
      cashierAnswerSchema.parse({
        data: {
          account: {
            id: account.id,
            currency: account.currency,
            balance: formatMinor(account.balanceMinor),
          },
          withdrawable: formatMinor(isBonus ? 0 : account.balanceMinor),
          methods: methodsFor(account.currency).map((m) => toMethod(m, langOf(ctx))),
          depositLimits: depositAllowances(userId, account.currency).map((a) => ({
            limitType: a.limitType,
            limit: formatMinor(a.limitMinor),
            used: formatMinor(a.usedMinor),
            remaining: formatMinor(a.remainingMinor),
          })),
          withdrawals: store.cashier.listWithdrawals(userId, WITHDRAWALS_LISTED).map(toWithdrawal),
        },
      }),
    );
  });

  /* ---------- deposits ---------- */

  router.on('POST', '/cashier-api/v1/deposits', (ctx) => {
    const userId = playerId(ctx);
    const request = parseBody(ctx, paymentRequestSchema);
    const amountMinor = minorOf(request.amount);
    const now = state.now();
    const result = store.transaction(() => {
      const account = activeAccount(userId);
      if (account.type === ACCOUNT_TYPES.bonus) {
        throw refused(
          409,
          'bonus_account_active',
          'Make a real-money account active to deposit',
          `account ${account.id} is a bonus account`,
        );
      }
      const method = checkedMethod(account, request.methodId, 'deposit', amountMinor);
      // spec 01 §3, §5: a deposit above what a deposit limit leaves is refused, naming the limit.
      for (const allowance of depositAllowances(userId, account.currency)) {
        if (amountMinor > allowance.remainingMinor) {
          throw refused(
            403,
            'deposit_limit',
            `Your deposit limit allows ${formatMinor(allowance.remainingMinor)} ${account.currency} more (${allowance.label})`,
            `amount: above limit type ${allowance.limitType}`,
            {
              limitType: allowance.limitType,
              limit: formatMinor(allowance.limitMinor),
              remaining: formatMinor(allowance.remainingMinor),
            },
          );
        }
      }
      const payment = store.officeActivity.insertPayment({
        userId,
        type: 'deposit',
        method: method.name.en,
        amountMinor,
        currency: account.currency,
        status: 'completed',
        createdAt: now,
      });
      store.cashier.link(payment.id, account.id, method.id);
      store.accounts.credit(account.id, amountMinor);
      const feeMinor = Math.round((amountMinor * method.terms.feePercent) / 100);
      return {
        paymentId: payment.id,
        amount: formatMinor(amountMinor),
        fee: formatMinor(feeMinor),
        currency: account.currency,
        balance: formatMinor(store.accounts.find(account.id)?.balanceMinor ?? 0),
        status: 'success' as const,
      };
    });
    return json(depositAnswerSchema.parse({ data: result }), 201);
  });

  /* ---------- withdrawals ---------- */

  router.on('POST', '/cashier-api/v1/withdrawals', (ctx) => {
    const userId = playerId(ctx);
    const request = parseBody(ctx, paymentRequestSchema);
    const amountMinor = minorOf(request.amount);
    const now = state.now();
    const withdrawal = store.transaction(() => {
      const account = activeAccount(userId);
      if (account.type === ACCOUNT_TYPES.bonus) {
        throw refused(
          409,
          'bonus_not_withdrawable',
          'Bonus money cannot be withdrawn',
          `account ${account.id} is a bonus account`,
        );
      }
      const method = checkedMethod(account, request.methodId, 'withdrawal', amountMinor);
      // The money is reserved now: it leaves the balance and comes back if the request is cancelled.
      if (!store.accounts.debit(account.id, amountMinor)) {
        throw refused(
          409,
          'insufficient_funds',
          `You can withdraw at most ${formatMinor(account.balanceMinor)} ${account.currency}`,
          'amount: above the balance',
          { withdrawable: formatMinor(account.balanceMinor) },
        );
      }
      const payment = store.officeActivity.insertPayment({
        userId,
        type: 'withdrawal',
        method: method.name.en,
        amountMinor,
        currency: account.currency,
        status: 'pending',
        createdAt: now,
      });
      store.cashier.link(payment.id, account.id, method.id);
      return store.cashier.findPayment(userId, payment.id);
    });
    if (withdrawal === undefined) throw new Error('a new withdrawal vanished');
    return json(withdrawalAnswerSchema.parse({ data: toWithdrawal(withdrawal) }), 201);
  });

  /** The account a withdrawal's money goes back to: its own, else the main one in its currency. */
  function refundAccount(payment: CashierPayment): number | undefined {
    if (payment.accountId !== null && store.accounts.find(payment.accountId)) {
      return payment.accountId;
    }
    return store.accounts
      .listForUser(payment.userId)
      .find((a) => a.currency === payment.currency && a.type !== ACCOUNT_TYPES.bonus)?.id;
  }

  function withdrawalOf(ctx: RequestContext, userId: number): CashierPayment {
    const id = pathParam(ctx, 'id', pathIdSchema);
    const payment = store.cashier.findPayment(userId, id);
    if (payment === undefined || payment.type !== 'withdrawal') {
      throw refused(404, 'withdrawal_not_found', 'No such withdrawal', `no withdrawal ${id}`);
    }
    return payment;
  }

  router.on('DELETE', '/cashier-api/v1/withdrawals/:id', (ctx) => {
    const userId = playerId(ctx);
    const cancelled = store.transaction(() => {
      const payment = withdrawalOf(ctx, userId);
      const accountId = refundAccount(payment);
      if (
        accountId === undefined ||
        !store.cashier.moveStatus(payment.id, 'pending', 'cancelled')
      ) {
        throw refused(
          409,
          'not_cancellable',
          'This withdrawal can no longer be cancelled',
          `withdrawal ${payment.id} is ${payment.status}`,
        );
      }
      store.accounts.credit(accountId, payment.amountMinor);
      return store.cashier.findPayment(userId, payment.id);
    });
    if (cancelled === undefined) throw new Error('a cancelled withdrawal vanished');
    return json(withdrawalAnswerSchema.parse({ data: toWithdrawal(cancelled) }));
  });

  /* ---------- payment-problem requests ---------- */

  router.on('GET', '/cashier-api/v1/payment-topics', (ctx) => {
    const lang = parseQuery(ctx, topicsQuerySchema).lang === 'ru' ? 'ru' : 'en';
    return json(
      topicsAnswerSchema.parse({
        data: PAYMENT_TOPICS.map((t) => ({
          id: t.id,
          name: t.name[lang],
          transactionType: t.transactionType,
          subTopics: t.subTopics.map((s) => ({ id: s.id, name: s.name[lang] })),
        })),
      }),
    );
  });

  router.on('GET', '/cashier-api/v1/payment-requests', (ctx) => {
    const userId = playerId(ctx);
    return json(
      paymentProblemsAnswerSchema.parse({
        data: store.cashier.listProblems(userId).map(toProblem),
      }),
    );
  });

  router.on('POST', '/cashier-api/v1/payment-requests', (ctx) => {
    const userId = playerId(ctx);
    const request = parseBody(ctx, paymentProblemRequestSchema);
    const topic = topicById(request.topicId);
    if (topic === undefined) {
      throw SandboxHttpError.coded(422, 'unknown_topic', 'Choose a topic', {
        detail: `topicId: no topic ${request.topicId}`,
        source: { pointer: '/topicId' },
      });
    }
    if (!topic.subTopics.some((s) => s.id === request.subTopicId)) {
      throw SandboxHttpError.coded(422, 'unknown_sub_topic', 'Choose a subtopic', {
        detail: `subTopicId: ${request.subTopicId} is not under topic ${topic.id}`,
        source: { pointer: '/subTopicId' },
      });
    }
    if (topic.transactionType === null && request.transactionId !== null) {
      throw SandboxHttpError.coded(
        422,
        'transaction_not_expected',
        'This topic is not about a payment',
        {
          detail: 'transactionId: must be null for this topic',
          source: { pointer: '/transactionId' },
        },
      );
    }
    if (topic.transactionType !== null) {
      const payment =
        request.transactionId === null
          ? undefined
          : store.cashier.findPayment(userId, request.transactionId);
      if (payment === undefined || payment.type !== topic.transactionType) {
        throw SandboxHttpError.coded(422, 'unknown_transaction', 'Choose the payment it is about', {
          detail: `transactionId: not one of your ${topic.transactionType}s`,
          source: { pointer: '/transactionId' },
        });
      }
    }
    const created = store.transaction(() => {
      if (store.cashier.openProblemCount(userId) >= MAX_OPEN_PAYMENT_REQUESTS) {
        throw refused(
          429,
          'too_many_open_requests',
          'Too many open requests',
          `at most ${MAX_OPEN_PAYMENT_REQUESTS} open requests; wait for an answer`,
        );
      }
      return store.cashier.insertProblem({
        userId,
        topicId: topic.id,
        subTopicId: request.subTopicId,
        transactionId: request.transactionId,
        message: request.message,
        status: 'open',
        createdAt: state.now(),
      });
    });
    return json(paymentProblemAnswerSchema.parse({ data: toProblem(created) }), 201);
  });

  /* ---------- control API ---------- */

  router.on('PATCH', '/__sandbox/payment-requests/:id', (ctx) => {
    const id = pathParam(ctx, 'id', pathIdSchema);
    const { status } = parseBody(ctx, problemStatusInputSchema);
    if (!store.cashier.setProblemStatus(id, status)) {
      throw SandboxHttpError.single(404, 'Not found', `no payment request ${id}`);
    }
    return json({ data: { id, status } });
  });
}
