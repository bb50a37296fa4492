import 'server-only';
import { noStore } from '@/server/betting/bff-answers';
import { withFormPost } from '@/server/bff/form-post';
import { handler } from '@/server/bff/handler';
import {
  cashbackClaimRequestSchema,
  type CashbackProgramme,
} from '@/server/upstream/schemas/office-loyalty';
import { loyaltyApi } from './loyalty-api';

/** The office page each programme's claim form is on. */
export const CASHBACK_PAGES: Readonly<Record<CashbackProgramme, string>> = {
  vip: 'office/casino/vipcashback',
  premium: 'office/casino/premiumcashback',
};

/** GET /api/office/loyalty/cashback/{programme} – the programme, the week so far, the payouts. */
export const cashbackRead = (programme: CashbackProgramme) =>
  handler({ auth: 'required' }, async ({ upstream }) =>
    noStore({ data: await loyaltyApi.cashback(upstream, programme) }),
  );

/**
 * POST /api/office/loyalty/cashback/{programme}/claims?lng= {} – pays the week's cashback so far;
 * 201 with the payout, 409 `cashback_below_minimum` / `premium_inactive`. The page's own form (no
 * JavaScript) gets a 303 back to the programme's page.
 */
export const cashbackClaim = (programme: CashbackProgramme) =>
  withFormPost(
    handler({ auth: 'required', body: cashbackClaimRequestSchema }, async ({ upstream }) =>
      noStore({ data: await loyaltyApi.claimCashback(upstream, programme) }, 201),
    ),
    { path: CASHBACK_PAGES[programme], toBody: () => ({}) },
  );
