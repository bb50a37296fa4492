/**
 * The request pipeline of ARCHITECTURE §1, as one function of (request, upstream answers) →
 * result, so it is tested whole without a server:
 * platform_type → language → redirect-light → route → block → maintenance → referral cookies
 * (redirect-light comes before the route table: the operator redirects old URLs that no route has).
 * middleware.ts turns the result into a NextResponse.
 */
import { matchRoute, pathSegments, type RouteMatch } from '@/server/routes/match';
import { appStage, decideRoute } from '@/server/routes/rules';
import type { BlockDecision, RedirectAnswer } from '@/server/upstream/schemas/config';
import { BLOCK_REASON_COOKIE, BLOCK_ROUTE_IDS, decideBlock, GEO_OFF_COOKIE } from './block';
import { decideLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from './language';
import { decideMaintenance, MAINTENANCE_COOKIE } from './maintenance';
import { decidePlatform, unknownRouteWithPlatform } from './platform';
import { referralCookies, type CookieToSet } from './referral';
import type { BlockQuery } from './upstream-light';
import type { EdgeSiteSettings } from './site-settings';

/** Request headers the pages read; set (or removed) here on every request, never trusted. */
export const PIPELINE_HEADER = {
  locale: 'x-next-intl-locale',
  routeId: 'x-route-id',
  platform: 'x-platform-type',
} as const;

/** Where the sign-in redirect keeps the page to come back to (same-origin path). */
export const RETURN_URL_PARAM = 'returnUrl';

export interface PipelineRequest {
  url: URL;
  cookie(name: string): string | undefined;
  header(name: string): string | null;
  signedIn: boolean;
}

export interface PipelineDeps {
  settings(): Promise<EdgeSiteSettings>;
  redirect(url: string): Promise<RedirectAnswer>;
  block(query: BlockQuery): Promise<BlockDecision[]>;
}

export type PipelineOutcome =
  | { kind: 'redirect'; location: string; status: 301 | 302 | 307 | 308 }
  /** Answer 404 with the server-rendered technical page. */
  | { kind: 'notFound'; headers: Record<string, string> }
  | { kind: 'next'; headers: Record<string, string>; rewrite?: string };

export type PipelineResult = PipelineOutcome & { cookies: CookieToSet[]; deleteCookies: string[] };

const REDIRECT_CODES = new Set([301, 302, 307, 308]);

/** A redirect-service target we follow: a site path or an http(s) URL, never `//host`. */
function safeTarget(url: string | null): string | null {
  if (!url) return null;
  if (/^\/(?![/\\])/.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

function withQuery(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Headless landings reached by a first-level id or under bonus/casino render the landing page. */
function rewriteFor(lng: string, match: RouteMatch): string | undefined {
  if (match.entry.id === 'firstBonusLanding' || match.entry.id === 'bonusCasinoLanding') {
    return `/${lng}/landing-page/${encodeURIComponent(match.params.landingId ?? '')}`;
  }
  return undefined;
}

export async function runPipeline(
  request: PipelineRequest,
  deps: PipelineDeps,
): Promise<PipelineResult> {
  const { url } = request;
  const cookies: CookieToSet[] = referralCookies(url.searchParams);
  const deleteCookies: string[] = [];
  const done = (outcome: PipelineOutcome): PipelineResult => ({
    ...outcome,
    cookies,
    deleteCookies,
  });
  const redirect = (location: string, status: 301 | 302 | 307 | 308 = 307) =>
    done({ kind: 'redirect', location, status });

  // 1. platform_type
  const platform = decidePlatform({
    pathname: url.pathname,
    searchParams: url.searchParams,
    userAgent: request.header('user-agent'),
  });
  if (platform.kind === 'redirect') return redirect(platform.location);

  // 2. language
  const settings = await deps.settings();
  const language = decideLanguage(
    {
      pathname: url.pathname,
      search: url.search,
      cookieLanguage: request.cookie(LANGUAGE_COOKIE),
      acceptLanguage: request.header('accept-language'),
      signedIn: request.signedIn,
    },
    settings,
  );
  if (language.kind === 'redirect') return redirect(language.location);
  const { lng } = language;
  if (request.cookie(LANGUAGE_COOKIE) !== lng) {
    cookies.push({ name: LANGUAGE_COOKIE, value: lng, maxAge: LANGUAGE_COOKIE_MAX_AGE_S });
  }
  const headers: Record<string, string> = {
    [PIPELINE_HEADER.locale]: lng,
    [PIPELINE_HEADER.platform]: platform.mobile ? 'mobile' : 'desktop',
  };

  // 3. redirect-light: a redirect the operator configured for this URL
  try {
    const answer = await deps.redirect(`${url.pathname}${url.search}`);
    const target = answer.redirect ? safeTarget(answer.url) : null;
    if (target && target !== `${url.pathname}${url.search}`) {
      const code = answer.code && REDIRECT_CODES.has(answer.code) ? answer.code : 302;
      return redirect(target, code as 301 | 302 | 307 | 308);
    }
  } catch (error) {
    console.error('middleware: redirect service unavailable', error);
  }

  // 4. the route table and its rules
  const parts = pathSegments(url.pathname.slice(lng.length + 1));
  const match = parts ? matchRoute(parts, settings.slugs) : null;
  if (!match) {
    const home = unknownRouteWithPlatform(lng, url.searchParams);
    return home ? redirect(home) : done({ kind: 'notFound', headers });
  }
  headers[PIPELINE_HEADER.routeId] = match.entry.id;
  const decision = decideRoute(match, settings.route, {
    signedIn: request.signedIn,
    stage: appStage(),
  });
  if (decision.kind === 'notFound') return done({ kind: 'notFound', headers });
  if (decision.kind === 'signIn') {
    const back = new URLSearchParams({ [RETURN_URL_PARAM]: `${url.pathname}${url.search}` });
    return redirect(`/${lng}/user/login?${back}`);
  }
  if (decision.kind === 'redirect') {
    const query = new URLSearchParams(url.searchParams);
    for (const [k, v] of Object.entries(decision.query ?? {})) query.set(k, v);
    return redirect(
      withQuery(`/${lng}${decision.path ? `/${decision.path}` : ''}`, query),
      decision.status,
    );
  }

  // 5. block
  let blockUnavailable = false;
  try {
    const decisions = await deps.block({
      signedIn: request.signedIn,
      path: url.pathname,
      referralParams: '',
      mainVipDomainAuthNeed: settings.isMainVipDomainAuthNeed,
    });
    const block = decideBlock({
      decisions,
      geoOff: request.cookie(GEO_OFF_COOKIE) === '1',
      routeId: match.entry.id,
    });
    if (block.kind === 'redirect') {
      if (block.reason !== null) {
        cookies.push({ name: BLOCK_REASON_COOKIE, value: String(block.reason), maxAge: 86_400 });
      }
      return redirect(`/${lng}${block.path ? `/${block.path}` : ''}`);
    }
    if (block.clearReason && request.cookie(BLOCK_REASON_COOKIE) !== undefined) {
      deleteCookies.push(BLOCK_REASON_COOKIE);
    }
  } catch (error) {
    console.error('middleware: block service unavailable', error);
    blockUnavailable = true;
  }

  // 6. maintenance
  const maintenance = decideMaintenance({
    isActive: settings.maintenance.isActive,
    webState: settings.maintenance.web_state,
    cookie: request.cookie(MAINTENANCE_COOKIE),
    forced: blockUnavailable,
    routeId: match.entry.id,
    onBlockPage: (BLOCK_ROUTE_IDS as readonly string[]).includes(match.entry.id),
  });
  if (maintenance.kind === 'redirect') {
    return redirect(`/${lng}${maintenance.path ? `/${maintenance.path}` : ''}`);
  }

  return done({ kind: 'next', headers, rewrite: rewriteFor(lng, match) });
}
