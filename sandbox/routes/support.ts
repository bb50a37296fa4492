/**
 * The support multi-button's calls (spec 01 §3 "Support multi-button options", §4 "Support
 * button"; paths ours, docs/upstream-contract.md "Support API"): a call back, a visitor's e-mail
 * question and a chat with the site's consultant, for visitors and players alike (a player's
 * token, when sent, must be valid and ties the request to the player). Requests are kept in
 * memory, newest last; the control API lists and forgets them.
 */
import {
  chatAnswerSchema,
  chatRequestSchema,
  callbackRequestSchema,
  emailRequestSchema,
  supportReceiptAnswerSchema,
  type ChatMessage,
  type SupportReceipt,
} from '@contract/support';
import { randomKey } from '../auth-crypto';
import { AUTHORIZATION_HEADER, requireSession } from '../auth-session';
import type { RequestContext } from '../http';
import { headerValue, json, noContent, parseBody, SandboxHttpError } from '../http';
import type { Router } from '../router';
import type { SandboxState } from '../state';

export const CALLBACK_PATH = '/web-api/support/callback';
export const EMAIL_PATH = '/web-api/support/email';
export const CHAT_PATH = '/web-api/support/chat';
export const SUPPORT_CONTROL_PATH = '/__sandbox/support/requests';

/** A number waits this long for its call; asking again meanwhile is refused. */
export const CALLBACK_WAIT_MS = 15 * 60_000;
/** Questions one e-mail address may send per hour. */
export const EMAIL_QUESTIONS_PER_HOUR = 3;
/** Requests of each kind kept; the oldest go first. */
const MAX_KEPT = 1000;
/** Messages one conversation keeps. */
const MAX_CONVERSATION_MESSAGES = 200;
const HOUR_MS = 3_600_000;

interface CallbackRecord extends SupportReceipt {
  phone: string;
  name: string | null;
  lang: string;
  userId: number | null;
  at: number;
}

interface EmailRecord extends SupportReceipt {
  email: string;
  topic: string;
  message: string;
  lang: string;
  userId: number | null;
  at: number;
}

interface Conversation {
  consultantId: string;
  userId: number | null;
  messages: ChatMessage[];
}

/** The consultant's answers, by the conversation's language (English otherwise). */
const CONSULTANT_REPLIES = {
  en: {
    first: 'Hello! I am your consultant. I have your message and will answer in a few minutes.',
    next: 'Thank you, I have your message. I will answer shortly.',
  },
  ru: {
    first:
      'Здравствуйте! Я ваш консультант. Сообщение получено, отвечу в течение нескольких минут.',
    next: 'Спасибо, сообщение получено. Скоро отвечу.',
  },
} as const;

function keep<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > MAX_KEPT) list.shift();
}

/** The player behind the request: none without a token; a token that is sent must be valid. */
function optionalPlayer(ctx: RequestContext, state: SandboxState): number | null {
  if (headerValue(ctx.headers, AUTHORIZATION_HEADER) === undefined) return null;
  return requireSession(ctx, state).userId;
}

export function registerSupportRoutes(router: Router, state: SandboxState): void {
  const callbacks: CallbackRecord[] = [];
  const emails: EmailRecord[] = [];
  const conversations = new Map<string, Conversation>();
  let nextId = 1;
  const receipt = (now: number): SupportReceipt => ({
    id: nextId++,
    createdAt: new Date(now).toISOString(),
  });

  router.on('POST', CALLBACK_PATH, (ctx) => {
    const request = parseBody(ctx, callbackRequestSchema);
    const userId = optionalPlayer(ctx, state);
    const { isAvailableCallback, langsHiddenCallback } = state.store.getDocument('siteConfig');
    // spec 01 §3: the site offers call backs only when available and not for hidden languages.
    if (!isAvailableCallback || langsHiddenCallback.includes(request.lang)) {
      throw SandboxHttpError.coded(403, 'callback_unavailable', 'Call back is not available', {
        detail: `lang: no call back in ${request.lang}`,
        source: { pointer: '/lang' },
      });
    }
    const now = state.now();
    const waiting = callbacks.find(
      (c) => c.phone === request.phone && now - c.at < CALLBACK_WAIT_MS,
    );
    if (waiting) {
      throw SandboxHttpError.coded(
        429,
        'callback_already_requested',
        'We will call this number back soon. Please wait for our call.',
        { source: { pointer: '/phone' } },
      );
    }
    const record: CallbackRecord = {
      ...receipt(now),
      phone: request.phone,
      name: request.name ?? null,
      lang: request.lang,
      userId,
      at: now,
    };
    keep(callbacks, record);
    return json(supportReceiptAnswerSchema.parse({ data: record }), 201);
  });

  router.on('POST', EMAIL_PATH, (ctx) => {
    const request = parseBody(ctx, emailRequestSchema);
    const userId = optionalPlayer(ctx, state);
    const now = state.now();
    const email = request.email.toLowerCase();
    const lastHour = emails.filter((e) => e.email === email && now - e.at < HOUR_MS).length;
    if (lastHour >= EMAIL_QUESTIONS_PER_HOUR) {
      throw SandboxHttpError.coded(
        429,
        'too_many_questions',
        'You have sent several questions. Please wait for our answer.',
        { detail: `at most ${EMAIL_QUESTIONS_PER_HOUR} questions an hour from one address` },
      );
    }
    const record: EmailRecord = { ...receipt(now), ...request, email, userId, at: now };
    keep(emails, record);
    return json(supportReceiptAnswerSchema.parse({ data: record }), 201);
  });

  router.on('POST', CHAT_PATH, (ctx) => {
    const request = parseBody(ctx, chatRequestSchema);
    const userId = optionalPlayer(ctx, state);
    const consultant = state.store.getDocument('siteConfig').consultantParams;
    // spec 01 §3 consultantParams.consultant_id: only the site's consultant chats.
    if (consultant === null || consultant.consultant_id !== request.consultantId) {
      throw SandboxHttpError.coded(404, 'consultant_not_found', 'The consultant is not available', {
        detail: `consultantId: no consultant ${request.consultantId}`,
        source: { pointer: '/consultantId' },
      });
    }
    let conversationId: string;
    let conversation: Conversation;
    if (request.conversationId === undefined) {
      conversationId = randomKey(16);
      conversation = { consultantId: request.consultantId, userId, messages: [] };
      conversations.set(conversationId, conversation);
      if (conversations.size > MAX_KEPT) {
        const oldest = conversations.keys().next().value;
        if (oldest !== undefined) conversations.delete(oldest);
      }
    } else {
      const found = conversations.get(request.conversationId);
      // Another player's (or a visitor's) conversation answers as one that does not exist.
      if (found?.consultantId !== request.consultantId || found.userId !== userId) {
        throw SandboxHttpError.coded(404, 'conversation_not_found', 'The conversation has ended', {
          detail: `conversationId: no conversation ${request.conversationId}`,
          source: { pointer: '/conversationId' },
        });
      }
      conversationId = request.conversationId;
      conversation = found;
    }
    const now = new Date(state.now()).toISOString();
    const replies = request.lang === 'ru' ? CONSULTANT_REPLIES.ru : CONSULTANT_REPLIES.en;
    const said: ChatMessage[] = [
      { id: nextId++, from: 'player', text: request.message, sentAt: now },
      {
        id: nextId++,
        from: 'consultant',
        text: conversation.messages.length === 0 ? replies.first : replies.next,
        sentAt: now,
      },
    ];
    conversation.messages.push(...said);
    conversation.messages.splice(0, conversation.messages.length - MAX_CONVERSATION_MESSAGES);
    return json(chatAnswerSchema.parse({ data: { conversationId, messages: said } }));
  });

  /* ---------- control API ---------- */

  router.on('GET', SUPPORT_CONTROL_PATH, () =>
    json({
      data: {
        callbacks: callbacks.map(({ at: _at, ...rest }) => rest),
        emails: emails.map(({ at: _at, ...rest }) => rest),
        chats: [...conversations].map(([id, conversation]) => ({ id, ...conversation })),
      },
    }),
  );

  router.on('DELETE', SUPPORT_CONTROL_PATH, () => {
    callbacks.length = 0;
    emails.length = 0;
    conversations.clear();
    return noContent();
  });
}
