/**
 * Which of a player's contacts wait for activation (spec 02 §3 user config), read by the store
 * when it answers a user config and by the account-entry routes.
 */
import type { ContactChannel } from '@contract/account-entry';
import type { AccountEntryStore } from './account-entry-store';
import type { UserRecord } from './auth-store';
import type { ActivationOverlay } from './user-config';

const DAY_MS = 86_400_000;

/** The e-mail (lower case) or the phone as digits (country code and number) of the player. */
export function addressOf(user: UserRecord, channel: ContactChannel): string | null {
  if (channel === 'email') return user.email === null ? null : user.email.toLowerCase();
  if (user.phone === null) return null;
  return `${user.phoneCountryCode ?? ''}${user.phone}`;
}

/**
 * The contacts that wait for activation now: a waiting row counts only while it names the
 * player's current address (a phone bound since replaces the one that waited).
 */
export function activationOverlay(
  entry: AccountEntryStore,
  user: UserRecord,
  now: number,
): ActivationOverlay {
  const waiting = entry
    .pendingOf(user.id)
    .filter((row) => addressOf(user, row.channel) === row.address);
  const deadline = Math.min(...waiting.map((row) => row.deadline));
  return {
    pending: {
      email: waiting.some((row) => row.channel === 'email'),
      phone: waiting.some((row) => row.channel === 'phone'),
    },
    remainingDays: waiting.length === 0 ? null : Math.max(0, Math.ceil((deadline - now) / DAY_MS)),
  };
}
