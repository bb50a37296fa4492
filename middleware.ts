import { NextResponse, type NextRequest } from 'next/server';
import { decideLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '@/server/edge/language';
import { getEdgeSiteSettings } from '@/server/edge/site-settings';
import { SESSION_COOKIE_NAMES } from '@/server/edge/cookie-names';

/** next-intl reads the request's language from this header (set only by us, never trusted). */
const INTL_LOCALE_HEADER = 'x-next-intl-locale';

/**
 * The request pipeline of ARCHITECTURE §1. Each step is a pure module in server/edge; this file
 * only wires them. It is a fast path, never the only guard: layouts and handlers check again.
 */
export async function middleware(request: NextRequest) {
  const settings = await getEdgeSiteSettings(request.nextUrl.origin);
  const signedIn = SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name));
  const cookieLanguage = request.cookies.get(LANGUAGE_COOKIE)?.value;

  const language = decideLanguage(
    {
      pathname: request.nextUrl.pathname,
      search: request.nextUrl.search,
      cookieLanguage,
      acceptLanguage: request.headers.get('accept-language'),
      signedIn,
    },
    settings,
  );
  if (language.kind === 'redirect') {
    return NextResponse.redirect(new URL(language.location, request.url), 307);
  }

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(INTL_LOCALE_HEADER, language.lng);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  if (cookieLanguage !== language.lng) {
    response.cookies.set(LANGUAGE_COOKIE, language.lng, {
      path: '/',
      maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
    });
  }
  return response;
}

export const config = {
  // Everything but the BFF, Next's own assets and files with an extension (public assets).
  matcher: ['/((?!api/|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
};
