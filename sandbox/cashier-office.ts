/**
 * The office sections beside the cashier (spec 02 §2 "Account sections": promo check, mailing,
 * partner/referral, cashback; paths ours, docs/upstream-contract.md "Cashier API"): a promo code
 * check against the operator's codes, the mailing switches, the referral link's code and the
 * weekly cashback.
 */
import {
  cashbackAnswerSchema,
  mailingAnswerSchema,
  mailingSaveSchema,
  promoCheckAnswerSchema,
  promoCheckRequestSchema,
  referralAnswerSchema,
} from '@contract/cashier';
import { ACCOUNT_TYPES } from '@contract/accounts';
import { formatMinor } from './accounts-store';
import { requireSession } from './auth-session';
import type { RequestContext } from './http';
import { json, parseBody, SandboxHttpError } from './http';
import type { Router } from './router';
import type { SandboxState } from './state';

const DAY_MS = 86_400_000;
export const CASHBACK_PERCENT = 5;
export const REFERRAL_PERCENT = 25;

type Lang = 'en' | 'ru';

/** The operator's promo codes: their state and what they give. */
const PROMO_CODES: Readonly<
  Record<
    string,
    { status: 'valid' | 'used' | 'expired'; title: Record<Lang, string>; endsInDays: number | null }
  >
> = {
  WELCOME100: {
    status: 'valid',
    title: {
      en: '100% on your first deposit, up to 10 000 ₽',
      ru: '100% на первый депозит, до 10 000 ₽',
    },
    endsInDays: 30,
  },
  FREEBET500: {
    status: 'valid',
    title: { en: 'A 500 ₽ free bet on football', ru: 'Фрибет 500 ₽ на футбол' },
    endsInDays: 7,
  },
  SPRING2025: {
    status: 'expired',
    title: { en: 'Spring reload bonus 50%', ru: 'Весенний бонус на пополнение 50%' },
    endsInDays: null,
  },
  USED50: {
    status: 'used',
    title: { en: '50 free spins', ru: '50 фриспинов' },
    endsInDays: null,
  },
};

/** Mailing as a new player finds it: service e-mail and push on, SMS and news off. */
export const MAILING_DEFAULTS = { email: true, sms: false, push: true, news: false };

/** Monday 00:00 UTC of the week `now` falls in. */
function weekStart(now: number): number {
  const day = new Date(now);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) - sinceMonday * DAY_MS;
}

export function registerCashierOfficeRoutes(router: Router, state: SandboxState): void {
  const { store } = state;

  function playerId(ctx: RequestContext): number {
    const { userId } = requireSession(ctx, state);
    if (store.auth.findUserById(userId) === undefined) {
      throw SandboxHttpError.coded(401, 'unauthorized', 'Unauthorized', {
        detail: 'authorization: the player no longer exists',
      });
    }
    return userId;
  }

  const lang = (ctx: RequestContext): Lang =>
    ctx.url.searchParams.get('lang') === 'ru' ? 'ru' : 'en';

  router.on('POST', '/office-api/v1/promo-codes/check', (ctx) => {
    playerId(ctx);
    const { code } = parseBody(ctx, promoCheckRequestSchema);
    const promo = PROMO_CODES[code];
    if (promo === undefined) {
      throw SandboxHttpError.coded(404, 'promo_not_found', 'There is no such promo code', {
        detail: `code: ${code} is unknown`,
        source: { pointer: '/code' },
      });
    }
    return json(
      promoCheckAnswerSchema.parse({
        data: {
          code,
          status: promo.status,
          title: promo.title[lang(ctx)],
          expiresAt:
            promo.endsInDays === null
              ? null
              : new Date(state.now() + promo.endsInDays * DAY_MS).toISOString(),
        },
      }),
    );
  });

  const mailingAnswer = (userId: number) =>
    json(
      mailingAnswerSchema.parse({
        data: { ...MAILING_DEFAULTS, ...store.cashier.mailingOf(userId) },
      }),
    );

  router.on('GET', '/office-api/v1/mailing', (ctx) => mailingAnswer(playerId(ctx)));

  router.on('PUT', '/office-api/v1/mailing', (ctx) => {
    const userId = playerId(ctx);
    const { channel, enabled } = parseBody(ctx, mailingSaveSchema);
    store.cashier.saveMailing(userId, channel, enabled);
    return mailingAnswer(userId);
  });

  router.on('GET', '/office-api/v1/referral', (ctx) => {
    const userId = playerId(ctx);
    return json(
      referralAnswerSchema.parse({
        data: { refCode: String(userId), invited: 0, percent: REFERRAL_PERCENT },
      }),
    );
  });

  // The weekly cashback: a share of what the player paid in net this week, paid on Monday.
  router.on('GET', '/office-api/v1/cashback', (ctx) => {
    const userId = playerId(ctx);
    const now = state.now();
    const main = store.accounts.listForUser(userId).find((a) => a.type === ACCOUNT_TYPES.main);
    const currency = main?.currency ?? 'RUB';
    const start = weekStart(now);
    const baseMinor = store.cashier.netDepositsSince(userId, currency, start);
    return json(
      cashbackAnswerSchema.parse({
        data: {
          percent: CASHBACK_PERCENT,
          currency,
          base: formatMinor(baseMinor),
          accrued: formatMinor(Math.floor((baseMinor * CASHBACK_PERCENT) / 100)),
          paysOn: new Date(start + 7 * DAY_MS).toISOString(),
        },
      }),
    );
  });
}
