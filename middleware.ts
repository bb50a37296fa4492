import { NextResponse, type NextRequest } from 'next/server';
import { withTagManagerSources } from '@/server/analytics/csp';
import { SESSION_COOKIE_NAMES } from '@/server/edge/cookie-names';
import { VIEWER_HEADER } from '@/server/http/viewer-header.mjs';
import {
  NOT_FOUND_ROUTE_ID,
  PIPELINE_HEADER,
  runPipeline,
  type PipelineResult,
} from '@/server/edge/pipeline';
import { contentSecurityPolicy, newNonce } from '@/server/edge/security-headers';
import { getEdgeSiteSettings } from '@/server/edge/site-settings';
import { identityFromHeaders } from '@/server/edge/upstream-headers';
import { geoOffKey, isValidGeoOffPass } from '@/server/edge/geo-off';
import { fetchBlockDecisions, fetchRedirect } from '@/server/edge/upstream-light';

/**
 * `npm run bench` measures the pipeline's cost (issue 13) against a server started with it off.
 * Read once when the middleware loads: the process environment, never a request, decides.
 */
const BYPASS_FOR_BENCH = process.env.BENCH_BYPASS_MIDDLEWARE === '1';

/**
 * The request pipeline of docs/architecture.md §1 (server/edge/pipeline.ts), turned into a
 * response. It is a fast path, never the only guard: pages and handlers check the route rules
 * again.
 */
export async function middleware(request: NextRequest) {
  if (BYPASS_FOR_BENCH) return NextResponse.next();
  const file = fileRequest(request);
  if (file) return file;
  // The site origin the visitor asked (Host, or what a trusted proxy forwarded): the upstream
  // serves each domain of the operator its own answers, and our caches key on it.
  const { origin } = identityFromHeaders(request.headers);
  const result = await runPipeline(
    {
      url: request.nextUrl,
      cookie: (name) => request.cookies.get(name)?.value,
      header: (name) => request.headers.get(name),
      // A page players share comes without the session, with the viewer the front door admitted.
      signedIn:
        SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name)) ||
        request.headers.has(VIEWER_HEADER),
    },
    {
      settings: () => getEdgeSiteSettings(origin),
      redirect: (pathname) => fetchRedirect(pathname, origin),
      block: (query) => fetchBlockDecisions(query, origin),
      geoOffPass: (cookie) => isValidGeoOffPass(cookie, geoOffKey()),
    },
  );
  // The tag manager's origins join the policy while the site names a container (no wait: the
  // settings were just read for the pipeline and are cached).
  const { gtmId } = await getEdgeSiteSettings(origin);
  return applyCookies(toResponse(request, result, gtmId), result, isHttps(request));
}

const CSP_HEADER = 'content-security-policy';

/**
 * Files the app serves at the root (metadata routes) pass; any other path with an extension is a
 * missing file, answered with the technical 404. Public assets live under /static/.
 */
const ROOT_FILES = /^\/(robots\.txt|sitemap\.xml|sitemap\/[a-z]{2}\.xml|icon\.svg|favicon\.ico)$/;

function fileRequest(request: NextRequest): NextResponse | null {
  const { pathname } = request.nextUrl;
  if (!/\.[A-Za-z0-9]+$/.test(pathname)) return null;
  if (ROOT_FILES.test(pathname)) return NextResponse.next();
  return NextResponse.rewrite(new URL('/_not-found', request.url), {
    request: { headers: notFoundHeaders(request.headers) },
  });
}

/** The request's headers with the pipeline's own replaced: this one is the technical 404. */
function notFoundHeaders(from: Headers): Headers {
  const headers = new Headers(from);
  for (const name of Object.values(PIPELINE_HEADER)) headers.delete(name);
  headers.set(PIPELINE_HEADER.routeId, NOT_FOUND_ROUTE_ID);
  return headers;
}

function toResponse(
  request: NextRequest,
  result: PipelineResult,
  gtmId: string | null,
): NextResponse {
  if (result.kind === 'redirect') {
    // Next's adapter makes a same-origin Location relative (the browser resolves it against the
    // address it asked, never the bound HOST or a host inside a proxy); server/http/serve.mjs
    // gives Next and its middleware the same own origin so that every site path is same-origin.
    return NextResponse.redirect(new URL(result.location, request.url), result.status);
  }
  const headers = new Headers(request.headers);
  for (const name of Object.values(PIPELINE_HEADER)) headers.delete(name);
  for (const [name, value] of Object.entries(result.headers)) headers.set(name, value);
  if (result.kind === 'notFound') headers.set(PIPELINE_HEADER.routeId, NOT_FOUND_ROUTE_ID);
  // A nonce per page: Next puts it on its scripts, the policy allows nothing without it.
  const csp = withTagManagerSources(
    contentSecurityPolicy(newNonce(), { dev: process.env.NODE_ENV === 'development' }),
    gtmId,
  );
  headers.set(CSP_HEADER, csp);
  const response =
    result.kind === 'notFound'
      ? // Next 15 renders a notFound() boundary only in the browser (vercel/next.js#62228); its
        // own not-found route is server-rendered with status 404, so unknown routes go there.
        NextResponse.rewrite(new URL('/_not-found', request.url), { request: { headers } })
      : result.rewrite
        ? NextResponse.rewrite(new URL(result.rewrite, request.url), { request: { headers } })
        : NextResponse.next({ request: { headers }, status: result.status });
  if (result.kind === 'next' && result.retryAfterS !== undefined) {
    response.headers.set('retry-after', String(result.retryAfterS));
  }
  response.headers.set(CSP_HEADER, csp);
  return response;
}

/**
 * Whether the visitor asked over HTTPS: our own URL, or the protocol a trusted proxy forwarded
 * (server/http/serve.mjs removes X-Forwarded-Proto from anybody else).
 */
function isHttps(request: NextRequest): boolean {
  return (
    request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
  );
}

function applyCookies(response: NextResponse, result: PipelineResult, secure: boolean) {
  for (const cookie of result.cookies) {
    response.cookies.set(cookie.name, cookie.value, {
      path: '/',
      maxAge: cookie.maxAge,
      sameSite: 'lax',
      secure,
    });
  }
  for (const name of result.deleteCookies) response.cookies.delete(name);
  return response;
}

export const config = {
  // Everything but the BFF, Next's own assets and the public assets (public/static).
  matcher: ['/((?!api/|_next/|static/).*)'],
};
