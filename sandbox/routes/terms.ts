/**
 * The terms calls (spec 01 §7 "Terms", docs/upstream-contract.md "Terms API") for a signed-in
 * player: the status, the terms text and their acceptance. The control API's POST /__sandbox/terms
 * publishes a new version, which every player must then accept.
 */
import { z } from 'zod';
import { requireSession } from '../auth-session';
import { json, noContent, parseBody, SandboxHttpError } from '../http';
import type { Router } from '../router';
import type { SandboxState } from '../state';
import { termsRuleSchema } from '../terms-store';

const AGREEMENT = '/web-api/api-v3/v2/user/agreement-rules';

const publishSchema = z
  .object({ rules: z.array(termsRuleSchema).min(1).max(100).optional() })
  .strict();

export function registerTermsRoutes(router: Router, state: SandboxState): void {
  const { store } = state;

  /** The signed-in player and the terms version they accepted. */
  function player(ctx: Parameters<typeof requireSession>[0]) {
    const { userId } = requireSession(ctx, state);
    const user = store.auth.findUserById(userId);
    if (user === undefined) {
      throw SandboxHttpError.coded(401, 'unauthorized', 'Unauthorized', {
        detail: 'authorization: the player no longer exists',
      });
    }
    return { userId, accepted: store.terms.acceptedBy(userId, Date.parse(user.createdAt)) };
  }

  router.on('GET', `${AGREEMENT}/status`, (ctx) => {
    const { accepted } = player(ctx);
    const current = store.terms.current();
    return json({
      result: accepted < current.version,
      updatedAt: new Date(current.publishedAt).toISOString(),
    });
  });

  router.on('GET', AGREEMENT, (ctx) => {
    player(ctx);
    return json({ data: store.terms.current().rules });
  });

  router.on('POST', `${AGREEMENT}/confirm`, (ctx) => {
    const { userId } = player(ctx);
    store.terms.accept(userId, store.terms.current().version, state.now());
    return noContent();
  });

  router.on('GET', '/__sandbox/terms', () => json({ data: store.terms.current() }));

  router.on('POST', '/__sandbox/terms', (ctx) => {
    const { rules } = parseBody(ctx, publishSchema);
    return json({ data: store.terms.publish(rules, state.now()) });
  });
}
