import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { disallowedSportsSaveSchema } from '@/server/upstream/schemas/office-settings';
import { playerClasses } from '@/server/session/player-class';
import { officeSettingsApi } from '@/server/user/office-settings-api';

export const dynamic = 'force-dynamic';

// PUT /api/user/settings/sports – save the sports hidden in the line and in live (spec 01 §7
// "save disallowed sports", spec 02 §6); answers both lists as the user config now holds them.
// The player's class is forgotten: the next page is rendered for the player, with the new lists.
export const PUT = handler(
  { auth: 'required', body: disallowedSportsSaveSchema },
  async ({ upstream, body, session, identity }) => {
    const saved = await officeSettingsApi.saveDisallowedSports(upstream, body);
    if (session.sid) await playerClasses.forget(identity.origin, session.sid);
    return noStore({ data: saved });
  },
);
