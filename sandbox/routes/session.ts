/**
 * spec 01 §4 Session init, §7 "Session and authentication"; spec 02 §7:
 * GET /web-api/session (the user id), GET /web-api/user/gettoken?force_refresh=true (a new bearer
 * token for the refresh key) and GET /web-api/api/v1/user/auth-refresh (the 60-second ping).
 */
import { z } from 'zod';
import { getTokenAnswerSchema, sessionAnswerSchema } from '@contract/auth';
import { renewToken, requireSession } from '../auth-session';
import { json, parseQuery } from '../http';
import type { Router } from '../router';
import type { SandboxState } from '../state';

const getTokenQuerySchema = z.object({ force_refresh: z.enum(['true', 'false']).optional() });

/** The auth-refresh answer; `exp` is the bearer token's expiry in epoch seconds. */
export const authRefreshAnswerSchema = z.object({
  data: z.object({ user_id: z.number().int().positive(), exp: z.number().int() }),
});

export function registerSessionRoutes(router: Router, state: SandboxState): void {
  router.on('GET', '/web-api/session', (ctx) => {
    const { userId } = requireSession(ctx, state);
    return json(sessionAnswerSchema.parse({ data: { user_id: userId } }));
  });

  router.on('GET', '/web-api/user/gettoken', (ctx) => {
    parseQuery(ctx, getTokenQuerySchema);
    return json(getTokenAnswerSchema.parse({ data: { token: renewToken(ctx, state) } }));
  });

  router.on('GET', '/web-api/api/v1/user/auth-refresh', (ctx) => {
    const { userId, claims } = requireSession(ctx, state);
    return json(authRefreshAnswerSchema.parse({ data: { user_id: userId, exp: claims.exp } }));
  });
}
