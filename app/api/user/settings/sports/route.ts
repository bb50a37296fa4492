import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { disallowedSportsSaveSchema } from '@/server/upstream/schemas/office-settings';
import { officeSettingsApi } from '@/server/user/office-settings-api';

export const dynamic = 'force-dynamic';

// PUT /api/user/settings/sports – save the sports hidden in the line and in live (spec 01 §7
// "save disallowed sports", spec 02 §6); answers both lists as the user config now holds them
export const PUT = handler(
  { auth: 'required', body: disallowedSportsSaveSchema },
  async ({ upstream, body }) =>
    noStore({ data: await officeSettingsApi.saveDisallowedSports(upstream, body) }),
);
