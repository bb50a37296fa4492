/**
 * The user config (spec 02 §3 "User config", §7 "User config load") for a signed-in player:
 * GET /web-api/user/config. The control API's PATCH /__sandbox/users/:id/config sets any subset
 * of it, so a test can put a player in each state (banned, unverified, pending, protected…).
 */
import { userConfigAnswerSchema } from '@contract/user';
import { requireSession } from '../auth-session';
import { json, parseBody, pathIdSchema, pathParam, SandboxHttpError } from '../http';
import type { Router } from '../router';
import type { SandboxState } from '../state';
import { userConfigPatchSchema } from '../user-config';

export function registerUserConfigRoutes(router: Router, state: SandboxState): void {
  const { store } = state;

  router.on('GET', '/web-api/user/config', (ctx) => {
    const { userId } = requireSession(ctx, state);
    const user = store.auth.findUserById(userId);
    // A token that outlived its player is as good as none.
    if (user === undefined) {
      throw SandboxHttpError.coded(401, 'unauthorized', 'Unauthorized', {
        detail: 'authorization: the player no longer exists',
      });
    }
    return json(userConfigAnswerSchema.parse({ data: store.userConfigs.configOf(user) }));
  });

  router.on('PATCH', '/__sandbox/users/:id/config', (ctx) => {
    const id = pathParam(ctx, 'id', pathIdSchema);
    const patch = parseBody(ctx, userConfigPatchSchema);
    const user = store.auth.findUserById(id);
    if (user === undefined) throw SandboxHttpError.single(404, 'Not found', `no user ${id}`);
    return json(userConfigAnswerSchema.parse({ data: store.userConfigs.update(user, patch) }));
  });
}
