/**
 * Live video (spec 02 §7 "POST /web-api/user/updatetoken (signed in only)"; the stream itself is
 * not in the spec, docs/upstream-contract.md "GET /media-api/v1/video/{videoId}"): each
 * updatetoken call issues a new video token for the signed-in player, good for 25 minutes (the
 * front end asks again every 10);
 * GET /media-api/v1/video/:videoId answers a live game's video, in byte ranges as a player asks,
 * to the player whose bearer and `x-video-token` go together.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { videoTokenAnswerSchema } from '@contract/media';
import { requireSession } from '../auth-session';
import { SandboxHttpError, headerValue, json, pathParam } from '../http';
import type { SandboxResponse } from '../http';
import { mediaOf } from '../line-answer';
import { liveClip } from '../media-clip';
import type { Router } from '../router';
import type { SandboxState } from '../state';

export const VIDEO_TOKEN_TTL_MS = 25 * 60_000;
/** A player keeps at most this many live tokens (several tabs); the oldest goes first. */
const TOKENS_PER_PLAYER = 4;

const videoIdSchema = z.string().regex(/^v[1-9]\d{0,14}$/, 'v and a game id');

interface IssuedToken {
  userId: number;
  expiresAt: number;
}

/** The tokens issued by one running sandbox (kept in memory: a restart asks players for new). */
class VideoTokens {
  private readonly issued = new Map<string, IssuedToken>();

  issue(userId: number, now: number): string {
    for (const [token, entry] of this.issued) {
      if (entry.expiresAt <= now) this.issued.delete(token);
    }
    const own = [...this.issued].filter(([, entry]) => entry.userId === userId);
    for (const [token] of own.slice(0, Math.max(0, own.length - TOKENS_PER_PLAYER + 1))) {
      this.issued.delete(token);
    }
    const token = `vt-${userId}-${randomBytes(16).toString('hex')}`;
    this.issued.set(token, { userId, expiresAt: now + VIDEO_TOKEN_TTL_MS });
    return token;
  }

  isValid(token: string, userId: number, now: number): boolean {
    const entry = this.issued.get(token);
    return entry !== undefined && entry.userId === userId && entry.expiresAt > now;
  }
}

const VIDEO_HEADERS = {
  'content-type': 'video/mp4',
  'accept-ranges': 'bytes',
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
};

/** The asked part of the clip: all of it, one `bytes=` range (206), or 416 when out of reach. */
export function rangeAnswer(bytes: Uint8Array, range: string | undefined): SandboxResponse {
  const size = bytes.length;
  if (range === undefined) {
    return { status: 200, body: undefined, bytes, headers: { ...VIDEO_HEADERS } };
  }
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  let start = Number.NaN;
  let end = size - 1;
  if (match && match[1] !== '') {
    start = Number(match[1]);
    if (match[2] !== '') end = Math.min(Number(match[2]), size - 1);
  } else if (match && match[2] !== '') {
    start = Math.max(0, size - Number(match[2]));
  }
  if (!Number.isSafeInteger(start) || start >= size || end < start) {
    return {
      status: 416,
      body: undefined,
      text: '',
      headers: { ...VIDEO_HEADERS, 'content-range': `bytes */${size}` },
    };
  }
  return {
    status: 206,
    body: undefined,
    bytes: bytes.subarray(start, end + 1),
    headers: { ...VIDEO_HEADERS, 'content-range': `bytes ${start}-${end}/${size}` },
  };
}

export function registerMediaRoutes(router: Router, state: SandboxState): void {
  const tokens = new VideoTokens();

  router.on('POST', '/web-api/user/updatetoken', (ctx) => {
    const { userId } = requireSession(ctx, state);
    const token = tokens.issue(userId, state.now());
    // A player about to watch: have the clip ready by the time the video is asked for.
    liveClip().catch(() => undefined);
    return json(videoTokenAnswerSchema.parse({ data: { token } }));
  });

  router.on('GET', '/media-api/v1/video/:videoId', async (ctx) => {
    const { userId } = requireSession(ctx, state);
    const videoId = pathParam(ctx, 'videoId', videoIdSchema);
    const token = headerValue(ctx.headers, 'x-video-token');
    if (token === undefined || token === '') {
      throw SandboxHttpError.coded(400, 'video_token_missing', 'A video token is required', {
        source: { header: 'x-video-token' },
      });
    }
    if (!tokens.isValid(token, userId, state.now())) {
      throw SandboxHttpError.coded(403, 'video_token_invalid', 'The video token is not valid', {
        detail: 'unknown, expired or issued to another player',
        source: { header: 'x-video-token' },
      });
    }
    const game = state.store.line.findGame(Number(videoId.slice(1)));
    if (game === undefined || mediaOf(game).media?.videoId !== videoId) {
      throw SandboxHttpError.coded(404, 'video_not_found', 'No such live video', {
        detail: `${videoId} is not the video of a game in play`,
      });
    }
    return rangeAnswer(await liveClip(), headerValue(ctx.headers, 'range'));
  });
}
