/**
 * zod schemas of the support multi-button's calls (spec 01 §3 "Support multi-button options":
 * callback, chat, e-mail form; §4 "Support button"). The spec shows no paths; ours are in
 * docs/upstream-contract.md "Support API". The BFF checks its bodies with these and the sandbox
 * checks them again on its side.
 */
import { z } from 'zod';
import { languageCodeSchema } from './config';
import { SUPPORT_MESSAGE_LIMITS, SUPPORT_TOPICS } from './office';

const isoTimeSchema = z.iso.datetime({ offset: true });
const idSchema = z.number().int().positive();

/** E.164: a plus, then 7 to 15 digits, the first not 0. The form drops spaces and dashes. */
export const callbackPhoneSchema = z
  .string('enter your phone number')
  .regex(/^\+[1-9]\d{6,14}$/, 'an international number: +, then 7 to 15 digits');

export const CALLBACK_NAME_MAX = 80;
export const CHAT_MESSAGE_MAX = 1000;

/** POST /web-api/support/callback, and the BFF's body: who to call back, in which language. */
export const callbackRequestSchema = z
  .object({
    phone: callbackPhoneSchema,
    name: z
      .string()
      .trim()
      .min(1, 'at least 1 character')
      .max(CALLBACK_NAME_MAX, `at most ${CALLBACK_NAME_MAX} characters`)
      .optional(),
    lang: languageCodeSchema,
  })
  .strict();
export type CallbackRequest = z.infer<typeof callbackRequestSchema>;

/** A support request the operator has taken: its number and when. */
export const supportReceiptSchema = z.object({ id: idSchema, createdAt: isoTimeSchema });
export type SupportReceipt = z.infer<typeof supportReceiptSchema>;
export const supportReceiptAnswerSchema = z.object({ data: supportReceiptSchema });

/**
 * POST /web-api/support/email: a visitor's question, answered by e-mail. A signed-in player's
 * question goes to the office support requests instead (office.ts supportRequestSchema).
 */
export const emailRequestSchema = z
  .object({
    email: z.email('enter a valid e-mail address').max(254, 'at most 254 characters'),
    topic: z.enum(SUPPORT_TOPICS, 'choose a topic'),
    message: z
      .string('write your question')
      .trim()
      .min(SUPPORT_MESSAGE_LIMITS.min, `at least ${SUPPORT_MESSAGE_LIMITS.min} characters`)
      .max(SUPPORT_MESSAGE_LIMITS.max, `at most ${SUPPORT_MESSAGE_LIMITS.max} characters`),
    lang: languageCodeSchema,
  })
  .strict();
export type EmailRequest = z.infer<typeof emailRequestSchema>;

/** The consultant id of the site config (spec 01 §3 consultantParams.consultant_id). */
export const consultantIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/, 'a consultant id');

/** A conversation the chat service opened; the next messages name it. */
export const conversationIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'a conversation id');

/** POST /web-api/support/chat: one message to the site's consultant. */
export const chatRequestSchema = z
  .object({
    consultantId: consultantIdSchema,
    conversationId: conversationIdSchema.optional(),
    message: z
      .string('write a message')
      .trim()
      .min(1, 'write a message')
      .max(CHAT_MESSAGE_MAX, `at most ${CHAT_MESSAGE_MAX} characters`),
    lang: languageCodeSchema,
  })
  .strict();
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatMessageSchema = z.object({
  id: idSchema,
  from: z.enum(['player', 'consultant']),
  text: z.string().min(1),
  sentAt: isoTimeSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The conversation, and what was said in it by this exchange: the player's words, the answer. */
export const chatAnswerSchema = z.object({
  data: z.object({
    conversationId: conversationIdSchema,
    messages: z.array(chatMessageSchema),
  }),
});
export type ChatAnswer = z.infer<typeof chatAnswerSchema>['data'];
