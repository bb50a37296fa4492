/**
 * Full registration (e-mail and password) as an operator plays it that does not tell who has an
 * account (docs/decisions.md "Registration answers alike"): the answer is the same whether the
 * e-mail is free or taken, and only the mailbox learns which. A free e-mail gets an account that
 * waits for the link sent to it (user/accountverify); until the link is followed the account is
 * nobody's: it does not sign in and gets no recovery code, exactly as an unknown login. A taken
 * e-mail's owner gets a note that somebody tried to register it.
 */
import type { RegisterRequest } from '@contract/auth';
import { startRegistration, sendRegistrationAttempt, type LinkTarget } from './account-entry';
import { hashPassword } from './auth-crypto';
import type { UserRecord } from './auth-store';
import { SandboxHttpError } from './http';
import type { SandboxState } from './state';

type FullRegistration = Extract<RegisterRequest, { type: 'full' }>;

/** Full years between an ISO date of birth and `today` (UTC). */
function ageOn(birthDate: string, today: Date): number {
  const [year = 0, month = 1, day = 1] = birthDate.split('-').map(Number);
  const todayMonth = today.getUTCMonth() + 1;
  const hadBirthday = todayMonth > month || (todayMonth === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

/** The account of `user` when it is somebody's: not one whose registration link still waits. */
export function confirmedAccount(
  state: SandboxState,
  user: UserRecord | undefined,
): UserRecord | undefined {
  return user !== undefined && state.store.accountEntry.isAwaitingRegistration(user.id)
    ? undefined
    : user;
}

/**
 * Takes a full registration. Refusals are only those of the request itself (the age), the same
 * for any e-mail; what happens next is told to the mailbox only.
 */
export async function registerByEmail(
  state: SandboxState,
  request: FullRegistration,
  target: LinkTarget,
): Promise<void> {
  const { store } = state;
  const { auth, accountEntry } = store;
  const { minAge } = store.getDocument('siteConfig');
  if (ageOn(request.birthDate, new Date(state.now())) < minAge) {
    throw SandboxHttpError.coded(400, 'underage', 'Too young to register', {
      detail: `birthDate: players must be at least ${minAge}`,
      source: { pointer: '/birthDate' },
    });
  }
  // Hashed whatever the e-mail, so that a taken one is answered no sooner than a free one.
  const passwordHash = await hashPassword(request.password);
  const email = request.email.toLowerCase();
  const existing = auth.findUserByEmail(email);
  if (existing !== undefined && !accountEntry.isAwaitingRegistration(existing.id)) {
    sendRegistrationAttempt(state, existing, target);
    return;
  }
  const details = {
    passwordHash,
    currency: request.currencyIso,
    firstName: request.firstName,
    lastName: request.lastName,
    birthDate: request.birthDate,
    countryId: request.countryId,
  };
  const userId = store.transaction(() => {
    // Registered again before the link was followed: the newest details are the ones the link
    // confirms, and the link already sent stays good.
    if (existing !== undefined) {
      auth.setRegistrationDetails(existing.id, details);
      return existing.id;
    }
    const id = auth.insertUser({
      email,
      ...details,
      createdAt: new Date(state.now()).toISOString(),
    });
    accountEntry.awaitRegistration(id, state.now());
    return id;
  });
  const user = auth.findUserById(userId);
  if (user !== undefined) startRegistration(state, user, target);
}
