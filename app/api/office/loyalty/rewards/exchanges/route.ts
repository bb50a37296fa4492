import { noStore } from '@/server/betting/bff-answers';
import { withFormPost } from '@/server/bff/form-post';
import { handler } from '@/server/bff/handler';
import { loyaltyApi } from '@/server/office/loyalty-api';
import { rewardExchangeRequestSchema } from '@/server/upstream/schemas/office-loyalty';

export const dynamic = 'force-dynamic';

/** A form field as the schema's number: anything but digits stays a string the schema refuses. */
function rewardIdOf(value: string | null): number | string {
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : (value ?? '');
}

// POST /api/office/loyalty/rewards/exchanges?lng= {rewardId} – exchanges points for a reward;
// 201 with the exchange and the points left, 409 `not_enough_points`. The page's own form (no
// JavaScript) gets a 303 back to office/rewards.
export const POST = withFormPost(
  handler({ auth: 'required', body: rewardExchangeRequestSchema }, async ({ upstream, body }) =>
    noStore({ data: await loyaltyApi.exchangeReward(upstream, body) }, 201),
  ),
  { path: 'office/rewards', toBody: (form) => ({ rewardId: rewardIdOf(form.get('rewardId')) }) },
);
