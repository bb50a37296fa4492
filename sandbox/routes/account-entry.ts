/**
 * Account entry (spec 01 §2 "Account entry"; spec 02 §4 "Activation type", §5 "Need to activate
 * phone or email"; docs/upstream-contract.md "Account entry API"): the verification e-mail sent
 * again, activation links and quick-activation codes for the e-mail or the phone, and the
 * newsletter's unsubscribe link. Links are followed by whoever holds them, signed in or not;
 * sending needs the player's session.
 *
 * Control API: GET /__sandbox/outbox?to= reads what was sent to an address; PUT
 * /__sandbox/users/:id/activation puts a contact into (or out of) waiting for activation;
 * POST /__sandbox/newsletter sends an issue of the newsletter to a subscribed player.
 */
import { z } from 'zod';
import {
  activationAnswerSchema,
  activationCodeRequestSchema,
  activationSendRequestSchema,
  activationSentAnswerSchema,
  CONTACT_CHANNELS,
  entryTokenSchema,
  linkLookupAnswerSchema,
  linkRequestSchema,
  newsletterAnswerSchema,
  newsletterLookupAnswerSchema,
  newsletterRequestSchema,
  verificationResendRequestSchema,
  type ContactChannel,
} from '@contract/account-entry';
import { userConfigAnswerSchema } from '@contract/user';
import { addressOf } from '../activation-overlay';
import {
  ACCOUNT_ENTRY_LIMITS,
  activateContact,
  contactToActivate,
  linkTargetOf,
  maskAddress,
  readNewsletterToken,
  sendActivation,
  sendNewsletter,
  sendVerification,
  type Sent,
} from '../account-entry';
import type { ActivationLinkRecord } from '../account-entry-store';
import { sha256 } from '../auth-crypto';
import { checkTimedCode, requireSession } from '../auth-session';
import type { UserRecord } from '../auth-store';
import { MAILING_DEFAULTS } from '../cashier-office';
import type { RequestContext } from '../http';
import { json, parseBody, parseQuery, pathIdSchema, pathParam, SandboxHttpError } from '../http';
import type { Router } from '../router';
import type { SandboxState } from '../state';
import { activatedOf } from '../user-config';

const DAY_MS = 86_400_000;
const NEWSLETTER_CHANNEL = 'news';

const tokenQuerySchema = z.object({ token: entryTokenSchema });
const outboxQuerySchema = z.object({ to: z.string().trim().min(3).max(254) });
const newsletterControlSchema = z.object({ email: z.string().trim().min(3).max(254) }).strict();
const activationStateSchema = z.enum(['pending', 'activated']);
const activationControlSchema = z
  .object({
    email: activationStateSchema.optional(),
    phone: activationStateSchema.optional(),
    /** How many days a pending contact has left (default: the whole activation period). */
    days: z.number().int().min(0).max(365).optional(),
  })
  .strict()
  .refine((body) => body.email !== undefined || body.phone !== undefined, {
    message: 'give email or phone',
    path: ['email'],
  });

/** Where a token came from: the query of a GET, the body of a POST. */
type TokenPlace = { parameter: string } | { pointer: string };

function tokenInvalid(place: TokenPlace, detail: string): SandboxHttpError {
  return SandboxHttpError.coded(404, 'token_invalid', 'This link is not valid', {
    detail: `token: ${detail}`,
    source: place,
  });
}

interface OpenedLink {
  tokenHash: string;
  link: ActivationLinkRecord;
  user: UserRecord;
}

/**
 * The link a token names, with its player, while the link still names the player's current
 * address; a token no link has (or whose address changed since) is not valid.
 */
function openLink(state: SandboxState, token: string, place: TokenPlace): OpenedLink {
  const tokenHash = sha256(token);
  const link = state.store.accountEntry.findLink(tokenHash);
  if (link === undefined) throw tokenInvalid(place, 'no such link');
  const user = state.store.auth.findUserById(link.userId);
  if (user === undefined || addressOf(user, link.channel) !== link.address) {
    throw tokenInvalid(place, 'the link was sent to an address the account no longer has');
  }
  return { tokenHash, link, user };
}

export function registerAccountEntryRoutes(router: Router, state: SandboxState): void {
  const { store } = state;

  function player(ctx: RequestContext): UserRecord {
    const { userId } = requireSession(ctx, state);
    const user = store.auth.findUserById(userId);
    if (user === undefined) {
      throw SandboxHttpError.coded(401, 'unauthorized', 'Unauthorized', {
        detail: 'authorization: the player no longer exists',
      });
    }
    return user;
  }

  const activated = (user: UserRecord, channel: ContactChannel) =>
    activatedOf(store.userConfigs.configOf(user).activation_type)[channel];

  const sentAnswer = (user: UserRecord, channel: ContactChannel, sent: Sent) =>
    json(
      activationSentAnswerSchema.parse({
        data: {
          channel,
          method: sent.message.kind === 'activation_code' ? 'code' : 'link',
          to: maskAddress(user, channel),
          expiresAt: new Date(sent.expiresAt).toISOString(),
          resendAfterSeconds: ACCOUNT_ENTRY_LIMITS.resendAfterSeconds,
        },
      }),
    );

  /* ---------- links (verification and activation) ---------- */

  router.on('GET', '/auth-api/v1/activation/link', (ctx) => {
    const { token } = parseQuery(ctx, tokenQuerySchema);
    const { link, user } = openLink(state, token, { parameter: 'token' });
    const status =
      link.usedAt !== null ? 'used' : link.expiresAt <= state.now() ? 'expired' : 'valid';
    return json(
      linkLookupAnswerSchema.parse({
        data: {
          channel: link.channel,
          to: maskAddress(user, link.channel),
          status,
          activated: activated(user, link.channel),
        },
      }),
    );
  });

  router.on('POST', '/auth-api/v1/activation/link', (ctx) => {
    const { token } = parseBody(ctx, linkRequestSchema);
    const { tokenHash, link, user } = openLink(state, token, { pointer: '/token' });
    const used = () =>
      SandboxHttpError.coded(409, 'token_used', 'This link has already been used', {
        detail: 'token: the link was followed before',
        source: { pointer: '/token' },
      });
    if (link.usedAt !== null) throw used();
    if (link.expiresAt <= state.now()) {
      throw SandboxHttpError.coded(410, 'token_expired', 'This link has expired', {
        detail: 'token: ask for a new link',
        source: { pointer: '/token' },
      });
    }
    if (!store.accountEntry.useLink(tokenHash, state.now())) throw used();
    // A contact activated meanwhile (by a code, say) stays so: the link is used up all the same.
    const config = activated(user, link.channel)
      ? store.userConfigs.configOf(user)
      : activateContact(state, user, link.channel);
    return json(
      activationAnswerSchema.parse({
        data: {
          channel: link.channel,
          to: maskAddress(user, link.channel),
          activationType: config.activation_type,
        },
      }),
    );
  });

  router.on('POST', '/auth-api/v1/email/verification', (ctx) => {
    const user = player(ctx);
    parseBody(ctx, verificationResendRequestSchema);
    return sentAnswer(user, 'email', sendVerification(state, user, linkTargetOf(ctx)));
  });

  /* ---------- activation by code or link ---------- */

  router.on('POST', '/auth-api/v1/activation/send', (ctx) => {
    const user = player(ctx);
    const { channel, method } = parseBody(ctx, activationSendRequestSchema);
    return sentAnswer(
      user,
      channel,
      sendActivation(state, user, channel, method, linkTargetOf(ctx)),
    );
  });

  router.on('POST', '/auth-api/v1/activation/code', (ctx) => {
    const user = player(ctx);
    const { channel, code } = parseBody(ctx, activationCodeRequestSchema);
    const address = contactToActivate(state, user, channel);
    const stored = store.accountEntry.findCode(user.id, channel);
    // A code sent to an address the account no longer has is no code.
    checkTimedCode(stored?.address === address ? stored : undefined, code, state.now());
    store.accountEntry.useCode(user.id, channel);
    const config = activateContact(state, user, channel);
    return json(
      activationAnswerSchema.parse({
        data: { channel, to: maskAddress(user, channel), activationType: config.activation_type },
      }),
    );
  });

  /* ---------- newsletter ---------- */

  function newsletterPlayer(token: string, place: TokenPlace) {
    const read = readNewsletterToken(store.auth.jwtSecret(), token, state.now());
    const user = read.kind === 'invalid' ? undefined : store.auth.findUserById(read.userId);
    if (read.kind === 'invalid' || user === undefined || user.email === null) {
      throw tokenInvalid(place, 'not an unsubscribe link of this site');
    }
    const mailing = { ...MAILING_DEFAULTS, ...store.cashier.mailingOf(user.id) };
    return { user, expired: read.kind === 'expired', subscribed: mailing[NEWSLETTER_CHANNEL] };
  }

  router.on('GET', '/office-api/v1/mailing/unsubscribe', (ctx) => {
    const { token } = parseQuery(ctx, tokenQuerySchema);
    const { user, expired, subscribed } = newsletterPlayer(token, { parameter: 'token' });
    return json(
      newsletterLookupAnswerSchema.parse({
        data: {
          to: maskAddress(user, 'email'),
          status: expired ? 'expired' : 'valid',
          subscribed,
        },
      }),
    );
  });

  router.on('POST', '/office-api/v1/mailing/unsubscribe', (ctx) => {
    const { token } = parseBody(ctx, newsletterRequestSchema);
    const { user, expired, subscribed } = newsletterPlayer(token, { pointer: '/token' });
    if (expired) {
      throw SandboxHttpError.coded(410, 'token_expired', 'This link has expired', {
        detail: 'token: turn the newsletter off in the mailing settings',
        source: { pointer: '/token' },
      });
    }
    // Unsubscribing twice changes nothing and says so.
    if (subscribed) store.cashier.saveMailing(user.id, NEWSLETTER_CHANNEL, false);
    return json(
      newsletterAnswerSchema.parse({
        data: { to: maskAddress(user, 'email'), subscribed: false, wasSubscribed: subscribed },
      }),
    );
  });

  /* ---------- control API ---------- */

  router.on('GET', '/__sandbox/outbox', (ctx) => {
    const { to } = parseQuery(ctx, outboxQuerySchema);
    const address = to.includes('@') ? to.toLowerCase() : to.replace(/\D/g, '');
    const iso = (epochMs: number) => new Date(epochMs).toISOString();
    return json({
      data: store.accountEntry.messagesTo(address).map((message) => ({
        ...message,
        sentAt: iso(message.sentAt),
      })),
    });
  });

  router.on('PUT', '/__sandbox/users/:id/activation', (ctx) => {
    const id = pathParam(ctx, 'id', pathIdSchema);
    const body = parseBody(ctx, activationControlSchema);
    const user = store.auth.findUserById(id);
    if (user === undefined) throw SandboxHttpError.single(404, 'Not found', `no user ${id}`);
    const days = body.days ?? ACCOUNT_ENTRY_LIMITS.activationPeriodDays;
    for (const channel of CONTACT_CHANNELS) {
      const wanted = body[channel];
      if (wanted === undefined) continue;
      const address = addressOf(user, channel);
      if (address === null) {
        throw SandboxHttpError.coded(409, 'no_contact', `The player has no ${channel}`, {
          source: { pointer: `/${channel}` },
        });
      }
      if (wanted === 'activated') activateContact(state, user, channel);
      else store.accountEntry.putPending(user.id, channel, address, state.now() + days * DAY_MS);
    }
    return json(userConfigAnswerSchema.parse({ data: store.userConfigs.configOf(user) }));
  });

  router.on('POST', '/__sandbox/newsletter', (ctx) => {
    const { email } = parseBody(ctx, newsletterControlSchema);
    const user = store.auth.findUserByEmail(email.toLowerCase());
    if (user === undefined) throw SandboxHttpError.single(404, 'Not found', `no user ${email}`);
    const mailing = { ...MAILING_DEFAULTS, ...store.cashier.mailingOf(user.id) };
    if (!mailing[NEWSLETTER_CHANNEL]) {
      throw SandboxHttpError.coded(409, 'not_subscribed', 'The player does not get the newsletter');
    }
    return json({ data: sendNewsletter(state, user, linkTargetOf(ctx)) }, 201);
  });
}
