/**
 * The player's user video token on its way to the stream (docs/bff-api.md "Media"): a `<video>`
 * element cannot add a header to its requests, and a token in its URL would be a key in every log
 * and history, so POST /api/media/video-token leaves the token in a cookie only the stream route
 * receives. It is HttpOnly, sent to `/api/media/video` alone, and lives a little longer than the
 * front end's 10-minute renewal; the upstream takes it only with the same player's bearer.
 */
export const VIDEO_TOKEN_COOKIE = '__Secure-sb-video';
export const VIDEO_TOKEN_COOKIE_PATH = '/api/media/video';
export const VIDEO_TOKEN_COOKIE_MAX_AGE_S = 20 * 60;

export const videoTokenCookieOptions = {
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
  path: VIDEO_TOKEN_COOKIE_PATH,
  maxAge: VIDEO_TOKEN_COOKIE_MAX_AGE_S,
} as const;
