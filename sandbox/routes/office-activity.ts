/**
 * The office activity calls (spec 01 §2 Office: historypay, bonuses/deposit, bonuses/wager,
 * messages, support; paths ours, docs/upstream-contract.md "Office activity API") for the
 * signed-in player, and the control API that delivers messages and answers support requests.
 */
import { z } from 'zod';
import {
  bonusAnswerSchema,
  bonusesAnswerSchema,
  DEFAULT_MESSAGES_PAGE_SIZE,
  DEFAULT_PAYMENTS_PAGE_SIZE,
  langQuerySchema,
  messageAnswerSchema,
  messagesAnswerSchema,
  messagesQuerySchema,
  paymentsAnswerSchema,
  paymentsQuerySchema,
  supportRequestSchema,
  ticketAnswerSchema,
  ticketsAnswerSchema,
  TICKET_STATUSES,
  type Bonus,
  type InboxMessage,
  type Payment,
  type SupportTicket,
} from '@contract/office';
import { ACCOUNT_TYPES } from '@contract/accounts';
import { formatMinor } from '../accounts-store';
import { requireSession } from '../auth-session';
import type { RequestContext } from '../http';
import {
  json,
  noContent,
  parseBody,
  parseQuery,
  pathIdSchema,
  pathParam,
  SandboxHttpError,
} from '../http';
import type {
  BonusRecord,
  MessageRecord,
  PaymentRecord,
  TextLang,
  TicketRecord,
} from '../office-activity-store';
import type { Router } from '../router';
import type { SandboxState } from '../state';

/** Open requests a player may have at once; more is refused until support answers. */
export const MAX_OPEN_TICKETS = 5;
const DAY_MS = 86_400_000;

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));
const textLang = (lang: string | undefined): TextLang => (lang === 'ru' ? 'ru' : 'en');

function toPayment(record: PaymentRecord): Payment {
  return {
    id: record.id,
    type: record.type,
    method: record.method,
    amount: formatMinor(record.amountMinor),
    currency: record.currency,
    status: record.status,
    createdAt: iso(record.createdAt),
  };
}

function toBonus(record: BonusRecord, lang: TextLang): Bonus {
  return {
    id: record.id,
    name: record.name[lang],
    status: record.status,
    percent: record.percent,
    maxAmount: formatMinor(record.maxAmountMinor),
    minDeposit: formatMinor(record.minDepositMinor),
    currency: record.currency,
    wagerMultiplier: record.wagerMultiplier,
    wagerDays: record.wagerDays,
    offerExpiresAt: isoOrNull(record.offerExpiresAt),
    amount: record.amountMinor === null ? null : formatMinor(record.amountMinor),
    wagered: formatMinor(record.wageredMinor),
    wagerRequired:
      record.amountMinor === null ? null : formatMinor(record.amountMinor * record.wagerMultiplier),
    takenAt: isoOrNull(record.takenAt),
    expiresAt: isoOrNull(record.expiresAt),
  };
}

function toMessage(record: MessageRecord, lang: TextLang): InboxMessage {
  return {
    id: record.id,
    subject: record.subject[lang],
    body: record.body[lang],
    sentAt: iso(record.sentAt),
    isRead: record.readAt !== null,
  };
}

function toTicket(record: TicketRecord): SupportTicket {
  return {
    id: record.id,
    topic: record.topic,
    message: record.message,
    status: record.status,
    reply: record.reply,
    createdAt: iso(record.createdAt),
    updatedAt: iso(record.updatedAt),
  };
}

function notFound(code: string, title: string, detail: string): SandboxHttpError {
  return SandboxHttpError.coded(404, code, title, { detail });
}

function conflict(code: string, title: string, detail: string): SandboxHttpError {
  return SandboxHttpError.coded(409, code, title, { detail });
}

const messageInputSchema = z
  .object({
    subject: z.string().trim().min(1).max(200),
    body: z.string().trim().min(1).max(5000),
    subjectRu: z.string().trim().min(1).max(200).optional(),
    bodyRu: z.string().trim().min(1).max(5000).optional(),
  })
  .strict();

const ticketAnswerInputSchema = z
  .object({
    status: z.enum(TICKET_STATUSES),
    reply: z.string().trim().min(1).max(5000).optional(),
  })
  .strict();

export function registerOfficeActivityRoutes(router: Router, state: SandboxState): void {
  const { store } = state;
  const office = store.officeActivity;

  function playerId(ctx: RequestContext): number {
    const { userId } = requireSession(ctx, state);
    // A token that outlived its player is as good as none.
    if (store.auth.findUserById(userId) === undefined) {
      throw SandboxHttpError.coded(401, 'unauthorized', 'Unauthorized', {
        detail: 'authorization: the player no longer exists',
      });
    }
    return userId;
  }

  /* ---------- payment history ---------- */

  router.on('GET', '/office-api/v1/payments', (ctx) => {
    const userId = playerId(ctx);
    const query = parseQuery(ctx, paymentsQuerySchema);
    const pageSize = query.pageSize ?? DEFAULT_PAYMENTS_PAGE_SIZE;
    const { payments, total } = office.listPayments(
      userId,
      {
        from: query.from === undefined ? undefined : Date.parse(query.from),
        to: query.to === undefined ? undefined : Date.parse(query.to),
        type: query.type,
      },
      query.page,
      pageSize,
    );
    return json(
      paymentsAnswerSchema.parse({
        data: payments.map(toPayment),
        meta: { page: query.page, pageSize, total },
      }),
    );
  });

  /* ---------- bonuses ---------- */

  function bonusOf(ctx: RequestContext, userId: number): BonusRecord {
    const id = pathParam(ctx, 'id', pathIdSchema);
    const bonus = office.findBonus(userId, id);
    // Another player's bonus answers as an unknown one.
    if (bonus === undefined) throw notFound('bonus_not_found', 'No such bonus', `no bonus ${id}`);
    return bonus;
  }

  function available(bonus: BonusRecord, now: number): void {
    if (bonus.status !== 'available') {
      throw conflict(
        'bonus_not_available',
        'This bonus can no longer be taken or refused',
        `bonus ${bonus.id} is ${bonus.status}`,
      );
    }
    if (bonus.offerExpiresAt !== null && bonus.offerExpiresAt <= now) {
      throw conflict('offer_expired', 'The offer has expired', `bonus ${bonus.id} offer ended`);
    }
  }

  router.on('GET', '/office-api/v1/bonuses', (ctx) => {
    const userId = playerId(ctx);
    const lang = textLang(parseQuery(ctx, langQuerySchema).lang);
    const now = state.now();
    return json(
      bonusesAnswerSchema.parse({
        data: office.listBonuses(userId).map((bonus) => {
          // An offer past its date, or a bonus not wagered in time, reads as expired.
          const lapsed =
            (bonus.status === 'available' &&
              bonus.offerExpiresAt !== null &&
              bonus.offerExpiresAt <= now) ||
            (bonus.status === 'active' && bonus.expiresAt !== null && bonus.expiresAt <= now);
          return toBonus(lapsed ? { ...bonus, status: 'expired' } : bonus, lang);
        }),
      }),
    );
  });

  // Taking a deposit bonus credits percent of the player's last completed deposit in its
  // currency (up to the maximum) to the bonus account, to be wagered within wagerDays.
  router.on('POST', '/office-api/v1/bonuses/:id/take', (ctx) => {
    const userId = playerId(ctx);
    const lang = textLang(parseQuery(ctx, langQuerySchema).lang);
    const now = state.now();
    const taken = store.transaction(() => {
      const bonus = bonusOf(ctx, userId);
      available(bonus, now);
      const deposit = office.lastCompletedDeposit(userId, bonus.currency);
      if (deposit === undefined) {
        throw conflict(
          'no_deposit',
          'Make a deposit first',
          `no completed deposit in ${bonus.currency}`,
        );
      }
      if (deposit.amountMinor < bonus.minDepositMinor) {
        throw conflict(
          'deposit_too_small',
          `The bonus needs a deposit of at least ${formatMinor(bonus.minDepositMinor)} ${bonus.currency}`,
          `last deposit ${formatMinor(deposit.amountMinor)} ${deposit.currency}`,
        );
      }
      const amountMinor = Math.min(
        Math.floor((deposit.amountMinor * bonus.percent) / 100),
        bonus.maxAmountMinor,
      );
      office.takeBonus(bonus.id, amountMinor, now, now + bonus.wagerDays * DAY_MS);
      const bonusAccount = store.accounts
        .listForUser(userId)
        .find((a) => a.type === ACCOUNT_TYPES.bonus && a.currency === bonus.currency);
      if (bonusAccount !== undefined) store.accounts.credit(bonusAccount.id, amountMinor);
      return office.findBonus(userId, bonus.id);
    });
    if (taken === undefined) throw new Error('a taken bonus vanished');
    return json(bonusAnswerSchema.parse({ data: toBonus(taken, lang) }));
  });

  router.on('POST', '/office-api/v1/bonuses/:id/refuse', (ctx) => {
    const userId = playerId(ctx);
    const lang = textLang(parseQuery(ctx, langQuerySchema).lang);
    const refused = store.transaction(() => {
      const bonus = bonusOf(ctx, userId);
      available(bonus, state.now());
      office.setBonusStatus(bonus.id, 'refused');
      return office.findBonus(userId, bonus.id);
    });
    if (refused === undefined) throw new Error('a refused bonus vanished');
    return json(bonusAnswerSchema.parse({ data: toBonus(refused, lang) }));
  });

  /* ---------- inbox ---------- */

  function messageOf(ctx: RequestContext, userId: number): MessageRecord {
    const id = pathParam(ctx, 'id', pathIdSchema);
    const message = office.findMessage(userId, id);
    if (message === undefined) {
      throw notFound('message_not_found', 'No such message', `no message ${id}`);
    }
    return message;
  }

  router.on('GET', '/office-api/v1/messages', (ctx) => {
    const userId = playerId(ctx);
    const query = parseQuery(ctx, messagesQuerySchema);
    const lang = textLang(query.lang);
    const pageSize = query.pageSize ?? DEFAULT_MESSAGES_PAGE_SIZE;
    const { messages, total } = office.listMessages(userId, query.page, pageSize);
    return json(
      messagesAnswerSchema.parse({
        data: messages.map((message) => toMessage(message, lang)),
        meta: { page: query.page, pageSize, total, unread: office.unreadCount(userId) },
      }),
    );
  });

  router.on('POST', '/office-api/v1/messages/:id/read', (ctx) => {
    const userId = playerId(ctx);
    const lang = textLang(parseQuery(ctx, langQuerySchema).lang);
    const message = messageOf(ctx, userId);
    office.markMessageRead(message.id, state.now());
    const read = office.findMessage(userId, message.id) ?? message;
    return json(messageAnswerSchema.parse({ data: toMessage(read, lang) }));
  });

  router.on('DELETE', '/office-api/v1/messages/:id', (ctx) => {
    const userId = playerId(ctx);
    const message = messageOf(ctx, userId);
    office.deleteMessage(userId, message.id);
    return noContent();
  });

  /* ---------- support ---------- */

  router.on('GET', '/office-api/v1/support/tickets', (ctx) => {
    const userId = playerId(ctx);
    return json(ticketsAnswerSchema.parse({ data: office.listTickets(userId).map(toTicket) }));
  });

  router.on('POST', '/office-api/v1/support/tickets', (ctx) => {
    const userId = playerId(ctx);
    const request = parseBody(ctx, supportRequestSchema);
    const now = state.now();
    const ticket = store.transaction(() => {
      if (office.openTicketCount(userId) >= MAX_OPEN_TICKETS) {
        throw SandboxHttpError.coded(429, 'too_many_open_tickets', 'Too many open requests', {
          detail: `at most ${MAX_OPEN_TICKETS} open requests; wait for an answer`,
        });
      }
      return office.insertTicket({
        userId,
        topic: request.topic,
        message: request.message,
        status: 'open',
        reply: null,
        createdAt: now,
        updatedAt: now,
      });
    });
    return json(ticketAnswerSchema.parse({ data: toTicket(ticket) }), 201);
  });

  /* ---------- control API ---------- */

  router.on('POST', '/__sandbox/users/:id/messages', (ctx) => {
    const userId = pathParam(ctx, 'id', pathIdSchema);
    const input = parseBody(ctx, messageInputSchema);
    if (store.auth.findUserById(userId) === undefined) {
      throw SandboxHttpError.single(404, 'Not found', `no user ${userId}`);
    }
    const message = office.insertMessage({
      userId,
      subject: { en: input.subject, ru: input.subjectRu ?? input.subject },
      body: { en: input.body, ru: input.bodyRu ?? input.body },
      sentAt: state.now(),
      readAt: null,
    });
    return json(messageAnswerSchema.parse({ data: toMessage(message, 'en') }), 201);
  });

  router.on('PATCH', '/__sandbox/support/tickets/:id', (ctx) => {
    const id = pathParam(ctx, 'id', pathIdSchema);
    const input = parseBody(ctx, ticketAnswerInputSchema);
    if (office.findTicket(id) === undefined) {
      throw SandboxHttpError.single(404, 'Not found', `no support request ${id}`);
    }
    office.answerTicket(id, input.status, input.reply ?? null, state.now());
    const ticket = office.findTicket(id);
    if (ticket === undefined) throw new Error('an answered request vanished');
    return json(ticketAnswerSchema.parse({ data: toTicket(ticket) }));
  });
}
