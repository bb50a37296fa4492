/**
 * Office settings (spec 01 §7 "get, save setting by id and value"; path ours, in
 * docs/upstream-contract.md): GET and PUT /office-api/v1/settings for the signed-in player.
 */
import {
  officeSettingSaveSchema,
  officeSettingsAnswerSchema,
} from '@/server/upstream/schemas/office-settings';
import { requireSession } from '../auth-session';
import { json, parseBody, SandboxHttpError } from '../http';
import type { Router } from '../router';
import type { SandboxState } from '../state';

export function registerOfficeSettingsRoutes(router: Router, state: SandboxState): void {
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

  router.on('GET', '/office-api/v1/settings', (ctx) => {
    const user = playerOf(requireSession(ctx, state).userId);
    return json(
      officeSettingsAnswerSchema.parse({ data: store.officeSettings.settingsOf(user.id) }),
    );
  });

  router.on('PUT', '/office-api/v1/settings', (ctx) => {
    const user = playerOf(requireSession(ctx, state).userId);
    const { id, value } = parseBody(ctx, officeSettingSaveSchema);
    return json(
      officeSettingsAnswerSchema.parse({ data: store.officeSettings.save(user.id, id, value) }),
    );
  });
}
