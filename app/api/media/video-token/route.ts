import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { requestJson } from '@/server/upstream/client';
import { VIDEO_TOKEN_COOKIE, videoTokenCookieOptions } from '@/server/media/video-cookie';
import { videoTokenAnswerSchema } from '@/server/upstream/schemas/media';

export const dynamic = 'force-dynamic';

// POST /api/media/video-token – a new user video token for the signed-in player (spec 02 §7
// "POST /web-api/user/updatetoken (signed in only)"; spec 01 §9 "Video token refresh 10 min")
export const POST = handler({ auth: 'required' }, async ({ upstream }) => {
  const answer = await requestJson(
    () => upstream.post('web-api/user/updatetoken'),
    videoTokenAnswerSchema,
    'video token',
  );
  const response = noStore({ data: { token: answer.data.token } });
  // For the stream's own requests, which cannot carry it otherwise (server/media/video-cookie.ts).
  response.cookies.set(VIDEO_TOKEN_COOKIE, answer.data.token, videoTokenCookieOptions);
  return response;
});
