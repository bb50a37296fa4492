/**
 * The user video token (spec 02 §7 "POST /web-api/user/updatetoken (signed in only)"): each call
 * issues a new token for the signed-in player (the front end asks again every 10 min).
 */
import { randomBytes } from 'node:crypto';
import { videoTokenAnswerSchema } from '@/server/upstream/schemas/media';
import { requireSession } from '../auth-session';
import { json } from '../http';
import type { Router } from '../router';
import type { SandboxState } from '../state';

export function registerMediaRoutes(router: Router, state: SandboxState): void {
  router.on('POST', '/web-api/user/updatetoken', (ctx) => {
    const { userId } = requireSession(ctx, state);
    const token = `vt-${userId}-${randomBytes(16).toString('hex')}`;
    return json(videoTokenAnswerSchema.parse({ data: { token } }));
  });
}
