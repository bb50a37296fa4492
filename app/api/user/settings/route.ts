import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { officeSettingSaveSchema } from '@/server/upstream/schemas/office-settings';
import { officeSettingsApi } from '@/server/user/office-settings-api';

export const dynamic = 'force-dynamic';

// GET /api/user/settings – the signed-in player's saved display preferences (spec 01 §7)
export const GET = handler({ auth: 'required' }, async ({ upstream }) =>
  noStore({ data: await officeSettingsApi.get(upstream) }),
);

// PUT /api/user/settings – save one preference by id and value (spec 01 §7)
export const PUT = handler(
  { auth: 'required', body: officeSettingSaveSchema },
  async ({ upstream, body }) =>
    noStore({ data: await officeSettingsApi.save(upstream, body.id, body.value) }),
);
