/**
 * The coupon API (spec 02 §3 "Coupon for sending", §4 "Coupon", §5), for a signed-in player:
 * POST /coupon-api/v1/coupons (x-request-id makes a repeat within 10 minutes answer the first
 * answer again), GET /coupon-api/v1/coupons/by-request/:requestId (that kept answer, for a caller
 * who never got it), GET /coupon-api/v1/coupons (the history, newest first) and
 * GET /coupon-api/v1/coupons/:id.
 */
import { z } from 'zod';
import {
  couponAnswerSchema,
  couponHistoryAnswerSchema,
  couponHistoryQuerySchema,
  couponPlaceAnswerSchema,
  couponRequestSchema,
  REQUEST_ID_HEADER,
  requestIdSchema,
} from '@contract/coupon';
import { languageCodeSchema } from '@contract/config';
import { sha256 } from '../auth-crypto';
import { requireSession } from '../auth-session';
import { toCoupon } from '../coupon-answer';
import { placeCoupon } from '../coupon-placement';
import type { RequestContext, SandboxResponse } from '../http';
import {
  headerValue,
  json,
  parseBody,
  parseQuery,
  pathIdSchema,
  pathParam,
  SandboxHttpError,
  validationError,
} from '../http';
import { answerLang, lineNames } from '../line-answer';
import { MINUTE_MS } from '../line-game';
import { playerAccounts } from '../player-accounts';
import type { Router } from '../router';
import type { SandboxState } from '../state';

/** A repeated x-request-id within this time answers the first answer again. */
export const REQUEST_ID_TTL_MS = 10 * MINUTE_MS;
/** Set on an answer that repeats the first answer to the request id. */
export const REPLAY_HEADER = 'x-idempotent-replay';

const langQuerySchema = z.object({ lang: languageCodeSchema.optional() });
const requestIdHeaderSchema = z.object({ [REQUEST_ID_HEADER]: requestIdSchema });

function requestIdOf(ctx: RequestContext): string {
  const result = requestIdHeaderSchema.safeParse({
    [REQUEST_ID_HEADER]: headerValue(ctx.headers, REQUEST_ID_HEADER),
  });
  if (!result.success) throw validationError('header', result.error);
  return result.data[REQUEST_ID_HEADER];
}

function requestUnknown(): SandboxHttpError {
  return SandboxHttpError.coded(404, 'request_unknown', 'Request unknown', {
    detail: 'requestId: no answer is kept under this request id from the last 10 minutes',
    source: { parameter: 'requestId' },
  });
}

function couponNotFound(id: number): SandboxHttpError {
  return SandboxHttpError.coded(404, 'coupon_not_found', 'Coupon not found', {
    detail: `id: the player has no coupon ${id}`,
    source: { parameter: 'id' },
  });
}

export function registerCouponRoutes(router: Router, state: SandboxState): void {
  const { store } = state;

  router.on('POST', '/coupon-api/v1/coupons', (ctx): SandboxResponse => {
    const { userId } = requireSession(ctx, state);
    const requestId = requestIdOf(ctx);
    const { lang } = parseQuery(ctx, langQuerySchema);
    const request = parseBody(ctx, couponRequestSchema);
    const bodyHash = sha256(JSON.stringify(request));
    return store.transaction(() => {
      const now = state.now();
      const kept = store.coupons.findAnswer(userId, requestId, now - REQUEST_ID_TTL_MS);
      if (kept !== undefined) {
        if (kept.bodyHash !== bodyHash) {
          throw SandboxHttpError.coded(409, 'request_id_reused', 'Request id already used', {
            detail: `${REQUEST_ID_HEADER}: it was sent with another coupon in the last 10 minutes`,
            source: { header: REQUEST_ID_HEADER },
          });
        }
        return { status: kept.status, body: kept.body, headers: { [REPLAY_HEADER]: 'true' } };
      }
      playerAccounts(store, userId, now);
      const answer = placeCoupon(
        { store, userId, now, lang: answerLang(lang), names: lineNames(store.line) },
        request,
      );
      const body = couponPlaceAnswerSchema.parse(answer.body);
      store.coupons.keepAnswer(
        userId,
        requestId,
        { bodyHash, status: answer.status, body, createdAt: now },
        now - REQUEST_ID_TTL_MS,
      );
      return { status: answer.status, body };
    });
  });

  // Never taken for /coupons/:id: the router matches whole paths, segment by segment.
  router.on('GET', '/coupon-api/v1/coupons/by-request/:requestId', (ctx): SandboxResponse => {
    const { userId } = requireSession(ctx, state);
    const requestId = pathParam(ctx, 'requestId', requestIdSchema);
    // Another player's request id is as unknown as one never sent: ids are per player.
    const kept = store.coupons.findAnswer(userId, requestId, state.now() - REQUEST_ID_TTL_MS);
    if (kept === undefined) throw requestUnknown();
    return { status: kept.status, body: kept.body, headers: { [REPLAY_HEADER]: 'true' } };
  });

  router.on('GET', '/coupon-api/v1/coupons', (ctx) => {
    const { userId } = requireSession(ctx, state);
    const query = parseQuery(ctx, couponHistoryQuerySchema);
    const names = lineNames(store.line);
    const lang = answerLang(query.lang);
    const coupons = store.coupons
      .listForUser(userId, (query.page - 1) * query.pageSize, query.pageSize, query.status)
      .map((record) => toCoupon(store, record, names, lang));
    return json(
      couponHistoryAnswerSchema.parse({
        data: coupons,
        meta: {
          page: query.page,
          pageSize: query.pageSize,
          total: store.coupons.countForUser(userId, query.status),
        },
      }),
    );
  });

  router.on('GET', '/coupon-api/v1/coupons/:id', (ctx) => {
    const { userId } = requireSession(ctx, state);
    const id = pathParam(ctx, 'id', pathIdSchema);
    const { lang } = parseQuery(ctx, langQuerySchema);
    const record = store.coupons.find(id);
    // Another player's coupon is as missing as one that never was.
    if (record === undefined || record.userId !== userId) throw couponNotFound(id);
    return json(
      couponAnswerSchema.parse({
        data: toCoupon(store, record, lineNames(store.line), answerLang(lang)),
      }),
    );
  });
}
