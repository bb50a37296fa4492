import { NextResponse, type NextRequest } from 'next/server';
import { ApiError, handler } from '@/server/bff/handler';
import { invalidParam } from '@/server/betting/bff-answers';
import { toUpstreamError } from '@/server/upstream/client';
import { VIDEO_TOKEN_COOKIE } from '@/server/media/video-cookie';
import { mediaSourceIdSchema } from '@/server/upstream/schemas/line';
import { videoTokenSchema } from '@/server/upstream/schemas/media';

export const dynamic = 'force-dynamic';

/** One byte range, as a video element asks (`bytes=0-`, `bytes=100-199`, `bytes=-500`). */
const RANGE = /^bytes=(\d{0,15})-(\d{0,15})$/;

/** The upstream's headers a video element needs, and nothing else of its answer. */
const PASSED_HEADERS = ['content-type', 'content-length', 'content-range', 'accept-ranges'];

// GET /api/media/video/[videoId] – a live game's video stream for the signed-in player (docs/
// bff-api.md): the upstream's GET /media-api/v1/video/{videoId} with the player's bearer and the
// video token POST /api/media/video-token left in its cookie; the Range header passes through.
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ videoId: string }> },
) {
  const { videoId } = await params;
  return handler({ auth: 'required' }, async ({ upstream }) => {
    const id = mediaSourceIdSchema.safeParse(videoId);
    if (!id.success) return invalidParam('videoId', id.error.issues[0]?.message ?? 'invalid');
    const range = request.headers.get('range');
    if (range !== null && !RANGE.test(range)) {
      throw new ApiError(416, 'invalid_range', 'range: one byte range, as bytes=start-end');
    }
    const token = videoTokenSchema.safeParse(request.cookies.get(VIDEO_TOKEN_COOKIE)?.value);
    if (!token.success) {
      throw new ApiError(409, 'no_video_token', 'Ask for a video token first');
    }
    let answer: Response;
    try {
      answer = await upstream.get(`media-api/v1/video/${encodeURIComponent(id.data)}`, {
        headers: { 'x-video-token': token.data, ...(range ? { range } : {}) },
      });
    } catch (error) {
      throw await toUpstreamError(error, 'live video');
    }
    const headers = new Headers({ 'cache-control': 'private, no-store' });
    for (const name of PASSED_HEADERS) {
      const value = answer.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    if (headers.get('content-type') !== 'video/mp4') {
      await answer.body?.cancel();
      throw new ApiError(502, 'upstream_error', 'The video service sent something else');
    }
    return new NextResponse(answer.body, { status: answer.status, headers });
  })(request);
}
