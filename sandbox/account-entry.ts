/**
 * The rules of account entry as the sandbox plays them (docs/upstream-contract.md "Account entry
 * API"): which contacts wait for activation and for how long, links and codes that activate them,
 * the link a full registration waits for (and the note its e-mail's owner gets instead when the
 * e-mail has an account), and the newsletter's signed unsubscribe links. Every message "sent"
 * goes to the outbox, which the control API reads.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ContactChannel } from '@contract/account-entry';
import type { UserConfig } from '@contract/user';
import type { OutboxKind, OutboxMessage } from './account-entry-store';
import { randomDigits, randomKey, sha256 } from './auth-crypto';
import { AUTH_LIMITS } from './auth-limits';
import type { UserRecord } from './auth-store';
import type { RequestContext } from './http';
import { headerValue, SandboxHttpError } from './http';
import type { SandboxState } from './state';
import { activatedOf, activationTypeFor } from './user-config';
import { activationOverlay, addressOf } from './activation-overlay';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export const ACCOUNT_ENTRY_LIMITS = {
  /** How long a new contact may wait for activation (remaining_days_to_activate counts it). */
  activationPeriodDays: 30,
  /** A verification or activation link. */
  linkTtlMs: 2 * DAY_MS,
  /** A quick-activation code. */
  codeTtlMs: 10 * MINUTE_MS,
  /** Between two messages of one kind to one player over one channel. */
  resendAfterSeconds: 60,
  /** An unsubscribe link keeps working this long after its issue (mailings are read late). */
  newsletterLinkTtlMs: 365 * DAY_MS,
} as const;

/** What a page may show of an address to whoever holds the link. */
export function maskAddress(user: UserRecord, channel: ContactChannel): string {
  if (channel === 'email') {
    const [name = '', domain = ''] = (user.email ?? '').split('@');
    return `${name.slice(0, 1)}***@${domain}`;
  }
  const phone = user.phone ?? '';
  return `+${user.phoneCountryCode ?? ''} ${'*'.repeat(Math.max(0, phone.length - 2))}${phone.slice(-2)}`;
}

function noContact(channel: ContactChannel): SandboxHttpError {
  return SandboxHttpError.coded(409, 'no_contact', `The account has no ${channel}`, {
    detail: `channel: the account has no ${channel} to activate`,
    source: { pointer: '/channel' },
  });
}

function alreadyActivated(channel: ContactChannel): SandboxHttpError {
  return SandboxHttpError.coded(409, 'already_activated', `The ${channel} is already activated`, {
    detail: `channel: the ${channel} needs no activation`,
    source: { pointer: '/channel' },
  });
}

/** The player's contact on `channel` that waits for activation; 409 when there is none. */
export function contactToActivate(
  state: SandboxState,
  user: UserRecord,
  channel: ContactChannel,
): string {
  const address = addressOf(user, channel);
  if (address === null) throw noContact(channel);
  const { pending } = activationOverlay(state.store.accountEntry, user, state.now());
  if (!pending[channel]) throw alreadyActivated(channel);
  return address;
}

/** The contact becomes activated: its bit joins the activation type (spec 02 §4). */
export function activateContact(
  state: SandboxState,
  user: UserRecord,
  channel: ContactChannel,
): UserConfig {
  const { store } = state;
  return store.transaction(() => {
    const activated = activatedOf(store.userConfigs.configOf(user).activation_type);
    store.accountEntry.clearPending(user.id, channel);
    // The e-mail of a full registration proven: the account is the player's from now on.
    if (channel === 'email') store.accountEntry.endAwaitingRegistration(user.id);
    return store.userConfigs.update(user, {
      activation_type: activationTypeFor({ ...activated, [channel]: true }),
    });
  });
}

/** Where a link in a message leads: the site the call came from, in its language if given. */
export interface LinkTarget {
  origin: string;
  lang: string | null;
}

export function linkTargetOf(ctx: RequestContext): LinkTarget {
  const origin = headerValue(ctx.headers, 'x-request-origin') ?? '';
  const lang = ctx.url.searchParams.get('lang');
  return {
    origin: /^https?:\/\/[a-z0-9.:[\]-]{1,300}$/i.test(origin) ? origin.toLowerCase() : '',
    lang: lang !== null && /^[a-z]{2}$/.test(lang) ? lang : null,
  };
}

/** A page of the site, with a token: without a language the site adds the visitor's. */
function linkTo(target: LinkTarget, page: string, token?: string): string {
  const lang = target.lang === null ? '' : `/${target.lang}`;
  const query = token === undefined ? '' : `?${new URLSearchParams({ token })}`;
  return `${target.origin}${lang}/user/${page}${query}`;
}

/** One message of a kind per minute per player and channel: 429 too_early with the wait. */
function holdBack(state: SandboxState, userId: number, kind: OutboxKind, via: 'email' | 'sms') {
  const last = state.store.accountEntry.lastSentAt(userId, kind, via);
  const resendAt = (last ?? 0) + ACCOUNT_ENTRY_LIMITS.resendAfterSeconds * 1000;
  const now = state.now();
  if (last === undefined || resendAt <= now) return;
  const wait = Math.ceil((resendAt - now) / 1000);
  throw SandboxHttpError.coded(429, 'too_early', 'Too early to send another message', {
    detail: `wait ${wait} s before asking for another message`,
    headers: { 'retry-after': String(wait) },
  });
}

const viaOf = (channel: ContactChannel) => (channel === 'email' ? 'email' : 'sms');

export interface Sent {
  message: OutboxMessage;
  expiresAt: number;
}

const LINK_SUBJECTS = {
  verification: 'Confirm your e-mail',
  registration: 'Confirm your e-mail to finish your registration',
  activation_link: 'Activate your account',
} as const;

/** A link that activates the contact: by e-mail to user/accountverify or user/activate. */
function sendLink(
  state: SandboxState,
  user: UserRecord,
  channel: ContactChannel,
  address: string,
  target: LinkTarget,
  kind: keyof typeof LINK_SUBJECTS,
): Sent {
  const { accountEntry } = state.store;
  const now = state.now();
  const token = randomKey(24);
  const expiresAt = now + ACCOUNT_ENTRY_LIMITS.linkTtlMs;
  const message = state.store.transaction(() => {
    accountEntry.putLink(sha256(token), {
      userId: user.id,
      channel,
      address,
      createdAt: now,
      expiresAt,
    });
    return accountEntry.send({
      userId: user.id,
      via: viaOf(channel),
      address,
      kind,
      subject: LINK_SUBJECTS[kind],
      link: linkTo(target, kind === 'activation_link' ? 'activate' : 'accountverify', token),
      token,
      code: null,
      sentAt: now,
    });
  });
  return { message, expiresAt };
}

/** The verification e-mail (sent by a full registration, and again on request). */
export function sendVerification(state: SandboxState, user: UserRecord, target: LinkTarget): Sent {
  const address = contactToActivate(state, user, 'email');
  holdBack(state, user.id, 'verification', 'email');
  return sendLink(state, user, 'email', address, target, 'verification');
}

/** A quick-activation code, or an activation link, to the contact itself. */
export function sendActivation(
  state: SandboxState,
  user: UserRecord,
  channel: ContactChannel,
  method: 'code' | 'link',
  target: LinkTarget,
): Sent {
  const address = contactToActivate(state, user, channel);
  const via = viaOf(channel);
  if (method === 'link') {
    holdBack(state, user.id, 'activation_link', via);
    return sendLink(state, user, channel, address, target, 'activation_link');
  }
  holdBack(state, user.id, 'activation_code', via);
  const { accountEntry } = state.store;
  const now = state.now();
  const code = randomDigits(AUTH_LIMITS.codeDigits);
  const expiresAt = now + ACCOUNT_ENTRY_LIMITS.codeTtlMs;
  const message = state.store.transaction(() => {
    accountEntry.putCode(user.id, channel, { address, code, sentAt: now, expiresAt });
    return accountEntry.send({
      userId: user.id,
      via,
      address,
      kind: 'activation_code',
      subject: 'Your activation code',
      link: null,
      token: null,
      code,
      sentAt: now,
    });
  });
  return { message, expiresAt };
}

/** Whether the player was sent a message of this kind by e-mail within the resend interval. */
function sentJustNow(state: SandboxState, userId: number, kind: OutboxKind): boolean {
  const last = state.store.accountEntry.lastSentAt(userId, kind, 'email');
  return last !== undefined && last + ACCOUNT_ENTRY_LIMITS.resendAfterSeconds * 1000 > state.now();
}

/**
 * A full registration's e-mail waits for activation, and its link (to user/accountverify) is
 * what makes the account the player's (registration.ts). Sent again at most once a minute: the
 * caller is told nothing either way, so a stranger cannot fill a mailbox with them.
 */
export function startRegistration(state: SandboxState, user: UserRecord, target: LinkTarget): void {
  const address = addressOf(user, 'email');
  if (address === null) return;
  const deadline = state.now() + ACCOUNT_ENTRY_LIMITS.activationPeriodDays * DAY_MS;
  state.store.accountEntry.putPending(user.id, 'email', address, deadline);
  if (sentJustNow(state, user.id, 'registration')) return;
  sendLink(state, user, 'email', address, target, 'registration');
}

/**
 * What the owner of an e-mail hears when somebody registers it again: a note that says so and
 * leads to sign-in (and from there to a new password), in place of the "taken" answer that would
 * tell the somebody the e-mail has an account. At most one a minute, as the registration link.
 */
export function sendRegistrationAttempt(
  state: SandboxState,
  owner: UserRecord,
  target: LinkTarget,
): void {
  const address = addressOf(owner, 'email');
  if (address === null || sentJustNow(state, owner.id, 'registration_attempt')) return;
  state.store.accountEntry.send({
    userId: owner.id,
    via: 'email',
    address,
    kind: 'registration_attempt',
    subject: 'Somebody tried to register with your e-mail',
    link: linkTo(target, 'login'),
    token: null,
    code: null,
    sentAt: state.now(),
  });
}

/* ---------- the newsletter's unsubscribe links ---------- */

const NEWSLETTER_PREFIX = 'n1';

function newsletterSignature(secret: string, userId: number, issuedS: number): string {
  return createHmac('sha256', secret).update(`newsletter.${userId}.${issuedS}`).digest('base64url');
}

/** `n1.<user id>.<issued, epoch s>.<HMAC-SHA256>`: checked without any stored state. */
export function signNewsletterToken(secret: string, userId: number, now: number): string {
  const issuedS = Math.floor(now / 1000);
  return [NEWSLETTER_PREFIX, userId, issuedS, newsletterSignature(secret, userId, issuedS)].join(
    '.',
  );
}

export type NewsletterToken =
  { kind: 'invalid' } | { kind: 'expired'; userId: number } | { kind: 'valid'; userId: number };

export function readNewsletterToken(secret: string, token: string, now: number): NewsletterToken {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== NEWSLETTER_PREFIX) return { kind: 'invalid' };
  const [, user = '', issued = '', signature = ''] = parts;
  if (!/^\d{1,12}$/.test(user) || !/^\d{1,12}$/.test(issued)) return { kind: 'invalid' };
  const userId = Number(user);
  const issuedS = Number(issued);
  const expected = Buffer.from(newsletterSignature(secret, userId, issuedS));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { kind: 'invalid' };
  }
  // Issued in the future: not a link this sandbox made.
  if (issuedS * 1000 > now + 5 * MINUTE_MS) return { kind: 'invalid' };
  return issuedS * 1000 + ACCOUNT_ENTRY_LIMITS.newsletterLinkTtlMs <= now
    ? { kind: 'expired', userId }
    : { kind: 'valid', userId };
}

/** An issue of the newsletter to a subscribed player, with its unsubscribe link. */
export function sendNewsletter(
  state: SandboxState,
  user: UserRecord,
  target: LinkTarget,
): OutboxMessage {
  const address = addressOf(user, 'email');
  if (address === null) throw noContact('email');
  const now = state.now();
  const token = signNewsletterToken(state.store.auth.jwtSecret(), user.id, now);
  return state.store.accountEntry.send({
    userId: user.id,
    via: 'email',
    address,
    kind: 'newsletter',
    subject: 'News and offers',
    link: linkTo(target, 'stopnewsletter', token),
    token,
    code: null,
    sentAt: now,
  });
}
