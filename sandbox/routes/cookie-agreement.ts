/**
 * The cookie-agreement-time call (spec 02 §6, §7; path ours, docs/upstream-contract.md "Cookie
 * agreement API"): POST records the signed-in player's choice and its time, GET reads it back.
 */
import { cookieAgreementAnswerSchema, cookieAgreementSaveSchema } from '@contract/cookie-agreement';
import { requireSession } from '../auth-session';
import { json, parseBody, SandboxHttpError } from '../http';
import type { Router } from '../router';
import type { SandboxState } from '../state';

export const COOKIE_AGREEMENT_PATH = '/web-api/api/web/user/v1/cookies-agreement';

/** A choice is made in the player's browser moments before: a time far ahead is a wrong clock. */
const MAX_CLOCK_SKEW_MS = 5 * 60_000;

export function registerCookieAgreementRoutes(router: Router, state: SandboxState): void {
  const { store } = state;

  function playerOf(userId: number) {
    const user = store.auth.findUserById(userId);
    if (user === undefined) {
      throw SandboxHttpError.coded(401, 'unauthorized', 'Unauthorized', {
        detail: 'authorization: the player no longer exists',
      });
    }
    return user;
  }

  router.on('GET', COOKIE_AGREEMENT_PATH, (ctx) => {
    const user = playerOf(requireSession(ctx, state).userId);
    return json(
      cookieAgreementAnswerSchema.parse({ data: store.cookieAgreements.agreementOf(user.id) }),
    );
  });

  router.on('POST', COOKIE_AGREEMENT_PATH, (ctx) => {
    const user = playerOf(requireSession(ctx, state).userId);
    const { attributes } = parseBody(ctx, cookieAgreementSaveSchema).data;
    if (Date.parse(attributes.cookiesAgreeTime) > state.now() + MAX_CLOCK_SKEW_MS) {
      throw SandboxHttpError.coded(400, 'time_in_future', 'The agreement time is in the future', {
        detail: 'data.attributes.cookiesAgreeTime: more than 5 minutes ahead of the server clock',
        source: { pointer: '/data/attributes/cookiesAgreeTime' },
      });
    }
    return json(
      cookieAgreementAnswerSchema.parse({
        data: store.cookieAgreements.save(user.id, attributes, state.now()),
      }),
    );
  });
}
