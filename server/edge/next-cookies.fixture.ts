import { NextResponse } from 'next/server';
import { createRequestStoreForAPI } from 'next/dist/server/async-storage/request-store';
import type { CookieToSet } from './referral';

type StoreArgs = Parameters<typeof createRequestStoreForAPI>;

/**
 * What a page's `cookies()` reads in the request whose middleware set these cookies: set as
 * middleware.ts sets them, read back by Next's own request store, which merges the cookies the
 * middleware set into the request's and decodes each value a second time (vercel/next.js#70523).
 * Throws where Next throws.
 */
export function readInSameRequest(cookies: readonly CookieToSet[]): Record<string, string> {
  const response = NextResponse.next();
  for (const cookie of cookies) {
    response.cookies.set(cookie.name, cookie.value, {
      path: '/',
      maxAge: cookie.maxAge,
      sameSite: 'lax',
    });
  }
  const request = {
    headers: { 'x-middleware-set-cookie': response.headers.get('x-middleware-set-cookie') ?? '' },
  } as unknown as StoreArgs[0];
  const store = createRequestStoreForAPI(
    request,
    { pathname: '/en', search: '' },
    { tags: [] } as unknown as StoreArgs[2],
    undefined,
    undefined,
  );
  return Object.fromEntries(store.cookies.getAll().map((c) => [c.name, c.value]));
}
