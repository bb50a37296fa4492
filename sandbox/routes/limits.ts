/**
 * spec 01 §7 "Limits": GET and POST /limit-service-api/api/external/web/v3/limits, and under the
 * base limit-service-api/limit/external/web/api/v1: GET availablelimits, GET reasons/selfexclude,
 * POST testanswers, limitaction and BlockUser; every call for the signed-in player (spec 01 §6).
 * Control API: GET/POST /__sandbox/clock moves the sandbox's time forward; PUT
 * /__sandbox/limits/:userId writes an ACTIVE limit directly (the operator's extra limit 37).
 */
import { z } from 'zod';
import {
  availableLimitsAnswerSchema,
  blockUserAnswerSchema,
  limitActionAnswerSchema,
  limitActionSchema,
  limitsAnswerSchema,
  limitsSaveAnswerSchema,
  limitsSaveSchema,
  limitTypeSchema,
  selfExcludeReasonsAnswerSchema,
  testAnswersSchema,
  testResultAnswerSchema,
} from '@contract/limits';
import { requireSession } from '../auth-session';
import type { RequestContext } from '../http';
import { headerValue, json, parseBody, pathIdSchema, pathParam, SandboxHttpError } from '../http';
import { availableLimits, LimitsService, languageOf, selfExcludeReasons } from '../limits';
import type { Router } from '../router';
import type { SandboxState } from '../state';

export const LIMITS_PATH = '/limit-service-api/api/external/web/v3/limits';
export const LIMIT_BASE = '/limit-service-api/limit/external/web/api/v1';

const MAX_ADVANCE_S = 10 * 366 * 86_400;
const clockSchema = z.object({ advanceS: z.number().int().min(0).max(MAX_ADVANCE_S) }).strict();
const controlLimitSchema = z
  .object({
    limitType: limitTypeSchema,
    limitValue: z.number().int().nullable().default(null),
    /** Epoch seconds; the extra limit and exclusions end then. */
    endsAt: z.number().int().positive().nullable().default(null),
  })
  .strict();

export function registerLimitRoutes(router: Router, state: SandboxState): void {
  const { store } = state;
  const limits = new LimitsService(store, state.now);
  const lang = (ctx: RequestContext) => languageOf(headerValue(ctx.headers, 'accept-language'));

  function player(ctx: RequestContext): number {
    return requireSession(ctx, state).userId;
  }

  router.on('GET', LIMITS_PATH, (ctx) =>
    json(
      limitsAnswerSchema.parse({
        data: limits.limitsOf(player(ctx), lang(ctx)),
        meta: { now: Math.floor(state.now() / 1000) },
      }),
    ),
  );

  router.on('POST', LIMITS_PATH, (ctx) => {
    const userId = player(ctx);
    const { limits: changes } = parseBody(ctx, limitsSaveSchema);
    return json(limitsSaveAnswerSchema.parse({ data: limits.save(userId, changes, lang(ctx)) }));
  });

  router.on('GET', `${LIMIT_BASE}/availablelimits`, (ctx) => {
    player(ctx);
    return json(availableLimitsAnswerSchema.parse({ data: availableLimits() }));
  });

  router.on('GET', `${LIMIT_BASE}/reasons/selfexclude`, (ctx) => {
    player(ctx);
    return json(selfExcludeReasonsAnswerSchema.parse({ data: selfExcludeReasons(lang(ctx)) }));
  });

  router.on('POST', `${LIMIT_BASE}/testanswers`, (ctx) => {
    const userId = player(ctx);
    const request = parseBody(ctx, testAnswersSchema);
    return json(
      testResultAnswerSchema.parse({ data: limits.answerTest(userId, request, lang(ctx)) }),
    );
  });

  router.on('POST', `${LIMIT_BASE}/limitaction`, (ctx) => {
    const userId = player(ctx);
    const request = parseBody(ctx, limitActionSchema);
    return json(
      limitActionAnswerSchema.parse({
        data: { limitsData: limits.act(userId, request, lang(ctx)) },
      }),
    );
  });

  router.on('POST', `${LIMIT_BASE}/BlockUser`, (ctx) => {
    limits.blockUser(player(ctx));
    return json(blockUserAnswerSchema.parse({ data: { success: true } }));
  });

  const clockAnswer = () =>
    json({ data: { now: state.now(), offsetMs: store.limits.clockOffset() } });

  router.on('GET', '/__sandbox/clock', clockAnswer);

  router.on('POST', '/__sandbox/clock', (ctx) => {
    const { advanceS } = parseBody(ctx, clockSchema);
    store.limits.setClockOffset(store.limits.clockOffset() + advanceS * 1000);
    return clockAnswer();
  });

  router.on('PUT', '/__sandbox/limits/:userId', (ctx) => {
    const userId = pathParam(ctx, 'userId', pathIdSchema);
    if (store.auth.findUserById(userId) === undefined) {
      throw SandboxHttpError.single(404, 'Not found', `user ${userId} does not exist`);
    }
    const { limitType, limitValue, endsAt } = parseBody(ctx, controlLimitSchema);
    limits.putActive(userId, limitType, limitValue, endsAt);
    return json({ data: limits.limitsOf(userId, 'en') });
  });
}
