/**
 * spec 01 §7 "Reminders": POST /web-api/api/web/user/v1/reality-check records the player's answer
 * to a reality check, POST /limit-service-api/api/external/web/v3/ping tells the front end what
 * its reminders need now (docs/upstream-contract.md "Reminders API"). Both for the signed-in
 * player; the ping carries the token in `x-auth`, as the limit service reads it.
 */
import type { LimitType } from '@contract/limits';
import {
  limitPingAnswerSchema,
  realityCheckRequestSchema,
  type LimitPing,
  type NetResult,
} from '@contract/reminders';
import type { LoginRecord } from '../auth-store';
import { requireSession } from '../auth-session';
import type { RequestContext } from '../http';
import { headerValue, json, noContent, parseBody, SandboxHttpError } from '../http';
import { LimitsService } from '../limits';
import type { Router } from '../router';
import type { SandboxState } from '../state';

export const REALITY_CHECK_PATH = '/web-api/api/web/user/v1/reality-check';
export const LIMIT_PING_PATH = '/limit-service-api/api/external/web/v3/ping';
export const X_AUTH_HEADER = 'x-auth';

/** A check is answered moments after it is shown: a time further ahead is a wrong clock. */
const MAX_CLOCK_SKEW_S = 300;
/** Answers remembered at once; the oldest go first (a sandbox restart forgets them all). */
const MAX_REMEMBERED_ANSWERS = 10_000;
const COUPON_PAGE = 100;
const HOUR_S = 3600;

/** spec 01 §4: only deposit limits wait for the player's approval. */
const isDepositLimit = (type: LimitType): type is 20 | 21 | 22 =>
  type === 20 || type === 21 || type === 22;

const seconds = (ms: number) => Math.floor(ms / 1000);

function signedAmount(minor: number): string {
  const abs = Math.abs(minor);
  const sign = minor < 0 ? '-' : '';
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * When each login last answered a reality check (epoch s). Kept in memory, keyed by the login and
 * its start, so a reset that reuses login ids starts clean; after a restart the next check counts
 * from the sign-in again.
 */
class RealityCheckAnswers {
  private readonly answeredAt = new Map<string, number>();

  private static key(login: LoginRecord): string {
    return `${login.id}:${login.createdAt}`;
  }

  get(login: LoginRecord): number | undefined {
    return this.answeredAt.get(RealityCheckAnswers.key(login));
  }

  set(login: LoginRecord, atS: number): void {
    const key = RealityCheckAnswers.key(login);
    this.answeredAt.delete(key);
    this.answeredAt.set(key, atS);
    if (this.answeredAt.size > MAX_REMEMBERED_ANSWERS) {
      const oldest = this.answeredAt.keys().next().value;
      if (oldest !== undefined) this.answeredAt.delete(oldest);
    }
  }
}

function unauthorizedLimitCall(detail: string): SandboxHttpError {
  return SandboxHttpError.coded(401, 'unauthorized', 'Unauthorized', {
    detail: `${X_AUTH_HEADER}: ${detail}`,
    source: { header: X_AUTH_HEADER },
  });
}

/** The limit service's session check: the player's bearer token in `x-auth`. */
function limitServiceSession(ctx: RequestContext, state: SandboxState) {
  const token = headerValue(ctx.headers, X_AUTH_HEADER)
    ?.trim()
    .replace(/^Bearer\s+/i, '');
  if (token === undefined || token === '') {
    throw unauthorizedLimitCall('the player token is required');
  }
  try {
    return requireSession(
      { ...ctx, headers: { ...ctx.headers, authorization: `Bearer ${token}` } },
      state,
    );
  } catch (error) {
    if (error instanceof SandboxHttpError && error.status === 401) {
      const detail = error.errors[0]?.detail?.replace(/^authorization: /, '') ?? 'not valid';
      throw unauthorizedLimitCall(detail);
    }
    throw error;
  }
}

/** Payouts less stakes of the coupons placed since the sign-in, per currency. */
function netResultSince(state: SandboxState, userId: number, sinceMs: number): NetResult[] {
  const { store } = state;
  const byCurrency = new Map<string, number>();
  const currencyOf = new Map<number, string | undefined>();
  for (let offset = 0; ; offset += COUPON_PAGE) {
    const page = store.coupons.listForUser(userId, offset, COUPON_PAGE);
    const inSession = page.filter((coupon) => coupon.placedAt >= sinceMs);
    for (const coupon of inSession) {
      if (!currencyOf.has(coupon.accountId)) {
        currencyOf.set(coupon.accountId, store.accounts.find(coupon.accountId)?.currency);
      }
      const currency = currencyOf.get(coupon.accountId);
      if (currency === undefined) continue;
      const net = (coupon.payoutMinor ?? 0) - coupon.amountMinor;
      byCurrency.set(currency, (byCurrency.get(currency) ?? 0) + net);
    }
    // Newest first: a page that reaches before the sign-in is the last one needed.
    if (page.length < COUPON_PAGE || inSession.length < page.length) break;
  }
  return [...byCurrency]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, minor]) => ({ currency, amount: signedAmount(minor) }));
}

export function registerReminderRoutes(router: Router, state: SandboxState): void {
  const { store } = state;
  const limits = new LimitsService(store, state.now);
  const answers = new RealityCheckAnswers();

  function ping(userId: number, login: LoginRecord): LimitPing {
    const nowS = seconds(state.now());
    const startedAt = seconds(login.createdAt);
    const all = limits.limitsOf(userId, 'en');
    const active = all.filter(
      (limit) => limit.limitState === 'ACTIVE' && (limit.limitValue ?? 0) > 0,
    );
    const realityCheck = active.find((limit) => limit.limitType === 32);
    const sessionLimit = active.find((limit) => limit.limitType === 31);
    const pending = all.filter((limit) => limit.limitState === 'PENDING' && limit.needApprove);
    const interval = realityCheck?.limitValue ?? 0;
    const hours = sessionLimit?.limitValue ?? 0;
    const sessionEndsAt = startedAt + hours * HOUR_S;
    return {
      now: nowS,
      session: { startedAt, netResult: netResultSince(state, userId, login.createdAt) },
      // The next check is due an interval after the latest of the sign-in, the setting of the
      // interval and the last answer (spec 01 §4 "After continue or cancel the timer is
      // rescheduled").
      realityCheck:
        realityCheck === undefined
          ? null
          : {
              intervalMinutes: interval,
              showAt:
                Math.max(startedAt, realityCheck.startedAt, answers.get(login) ?? 0) +
                interval * 60,
            },
      // spec 01 §4 "Session limit": hours from the sign-in.
      sessionLimit:
        sessionLimit === undefined
          ? null
          : { hours, endsAt: sessionEndsAt, remainingS: Math.max(0, sessionEndsAt - nowS) },
      pendingApprovals: pending.flatMap((limit) =>
        isDepositLimit(limit.limitType)
          ? [
              {
                limitType: limit.limitType,
                limitValue: limit.limitValue,
                startedAt: limit.startedAt,
              },
            ]
          : [],
      ),
    };
  }

  router.on('POST', LIMIT_PING_PATH, (ctx) => {
    const { userId, login } = limitServiceSession(ctx, state);
    return json(limitPingAnswerSchema.parse({ data: ping(userId, login) }));
  });

  router.on('POST', REALITY_CHECK_PATH, (ctx) => {
    const { userId, login } = requireSession(ctx, state);
    const { attributes } = parseBody(ctx, realityCheckRequestSchema).data;
    const nowS = seconds(state.now());
    if (attributes.popup_show_at > nowS + MAX_CLOCK_SKEW_S) {
      throw SandboxHttpError.coded(400, 'time_in_future', 'The check cannot have been shown yet', {
        detail: 'data.attributes.popup_show_at: more than 5 minutes ahead of the server clock',
        source: { pointer: '/data/attributes/popup_show_at' },
      });
    }
    if (attributes.action === 'log_out') {
      store.auth.revokeLogin(login.id, state.now());
      return noContent();
    }
    answers.set(login, nowS);
    if (attributes.do_not_show_again) store.limits.remove(userId, 32, 'ACTIVE');
    return noContent();
  });
}
