/**
 * Office settings (spec 01 §7 "get, save setting by id and value", "save disallowed sports";
 * paths ours, in docs/upstream-contract.md): GET and PUT /office-api/v1/settings and PUT
 * /office-api/v1/settings/disallowed-sports for the signed-in player.
 */
import {
  disallowedSportsAnswerSchema,
  disallowedSportsSaveSchema,
  officeSettingSaveSchema,
  officeSettingsAnswerSchema,
} from '@contract/office-settings';
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

  // spec 02 §3, §6: the lists are the user config's sport blacklists, so the config load answers
  // them from now on.
  router.on('PUT', '/office-api/v1/settings/disallowed-sports', (ctx) => {
    const user = playerOf(requireSession(ctx, state).userId);
    const lists = parseBody(ctx, disallowedSportsSaveSchema);
    const config = store.userConfigs.update(user, lists);
    return json(
      disallowedSportsAnswerSchema.parse({
        data: {
          disallow_line_sport: config.disallow_line_sport,
          disallow_live_sport: config.disallow_live_sport,
        },
      }),
    );
  });
}
