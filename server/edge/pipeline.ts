/**
 * The request pipeline of docs/architecture.md §1, as one function of (request, upstream answers) →
 * result, so it is tested whole without a server:
 * platform_type → language → redirect-light → route → block → maintenance → referral cookies
 * (redirect-light comes before the route table: the operator redirects old URLs that no route has).
 * middleware.ts turns the result into a NextResponse.
 */
import { catchAllRewrite, matchRoute, pathSegments, type RouteMatch } from '@/server/routes/match';
import { decideGuards, signInQuery } from '@/server/routes/guards';
import { appStage, decideRoute } from '@/server/routes/rules';
import type { RedirectAnswer } from '@/server/upstream/schemas/config';
import {
  BLOCK_COOKIE_MAX_AGE_S,
  BLOCK_FROM_COOKIE,
  BLOCK_REASON_COOKIE,
  BLOCK_ROUTE_IDS,
  blockedFromPath,
  decideBlock,
  GEO_OFF_COOKIE,
  isBlocking,
  SITE_CLOSED_COOKIE,
  SITE_CLOSED_MAX_AGE_S,
  type SiteClosedBy,
} from './block';
import { CircuitOpenError } from './circuit';
import { decideLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from './language';
import { log } from '@/server/log';
import { decideMaintenance, isMaintenanceActive, MAINTENANCE_COOKIE } from './maintenance';
import { decidePlatform, unknownRouteWithPlatform } from './platform';
import { safeTarget, sitePath } from './redirect-target';
import { referralCookies, type CookieToSet } from './referral';
import type { BlockAnswer, BlockQuery } from './upstream-light';
import type { EdgeSiteSettings } from './site-settings';

/** Request headers the pages read; set (or removed) here on every request, never trusted. */
export const PIPELINE_HEADER = {
  locale: 'x-next-intl-locale',
  routeId: 'x-route-id',
  platform: 'x-platform-type',
} as const;

/**
 * The route id the middleware gives a request it answers with the technical 404 (an unknown
 * route or file): the not-found boundaries draw the whole site around the 404 for it alone. Next
 * renders every not-found boundary with every page; for the others they stay small.
 */
export const NOT_FOUND_ROUTE_ID = '_not-found';

/** Where the sign-in redirect keeps the page to come back to (same-origin path). */
export const RETURN_URL_PARAM = 'returnUrl';

/**
 * The login page for a visitor who asked for a page that needs a player (spec 02 §2 General
 * guard): the page comes back after signing in, and the filtered query stays on the address.
 */
export function signInLocation(lng: string, pathname: string, search: string): string {
  const query = signInQuery(new URLSearchParams(search));
  query.set(RETURN_URL_PARAM, `${pathname}${search}`);
  return `/${lng}/user/login?${query}`;
}

export interface PipelineRequest {
  url: URL;
  cookie(name: string): string | undefined;
  header(name: string): string | null;
  signedIn: boolean;
}

export interface PipelineDeps {
  settings(): Promise<EdgeSiteSettings>;
  /** The operator's redirect for a path (the rules depend on the path alone). */
  redirect(pathname: string): Promise<RedirectAnswer>;
  block(query: BlockQuery): Promise<BlockAnswer>;
  /** Whether the geo_off cookie is a valid signed pass (geo-off.ts). */
  geoOffPass(cookie: string | undefined): Promise<boolean>;
}

/** How long a client or crawler should wait before asking a page under maintenance again. */
export const MAINTENANCE_RETRY_AFTER_S = 120;
/** The route id of the technical error page (`/{lng}/500`, server/routes/table.ts). */
const SERVER_ERROR_ROUTE_ID = 'serverError';
/**
 * Pages that must render when the upstream cannot answer (spec 01 §4 Maintenance, §8 technical
 * page): they use the config the process has, else their texts alone.
 */
export const TECHNICAL_ROUTE_IDS: readonly string[] = ['maintenance', SERVER_ERROR_ROUTE_ID];

/** Whether the page being rendered is a technical one (the route id the pipeline set). */
export function isTechnicalRoute(routeId: string | null | undefined): boolean {
  return routeId != null && TECHNICAL_ROUTE_IDS.includes(routeId);
}

export type PipelineOutcome =
  | { kind: 'redirect'; location: string; status: 301 | 302 | 307 | 308 }
  /** Answer 404 with the server-rendered technical page. */
  | { kind: 'notFound'; headers: Record<string, string> }
  | {
      kind: 'next';
      headers: Record<string, string>;
      rewrite?: string;
      /** The page's own status (technical pages); 200 when absent. */
      status?: 500 | 503;
      retryAfterS?: number;
    };

export type PipelineResult = PipelineOutcome & { cookies: CookieToSet[]; deleteCookies: string[] };

const REDIRECT_CODES = new Set([301, 302, 307, 308]);

/**
 * The visitor's query goes along when the operator's target names none of its own (before the
 * target's fragment, if it has one).
 */
function withVisitorQuery(target: string, search: string): string {
  if (target.includes('?') || !search) return target;
  const hash = target.indexOf('#');
  return hash === -1
    ? `${target}${search}`
    : `${target.slice(0, hash)}${search}${target.slice(hash)}`;
}

function withQuery(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Headless landings reached by a first-level id or under bonus/casino render the landing page; a
 * route whose first segment is a param and spells a folder's name goes to the param-first page
 * (server/routes/match.ts `catchAllRewrite`), its query kept.
 */
function rewriteFor(
  lng: string,
  match: RouteMatch,
  parts: readonly string[],
  search: string,
): string | undefined {
  if (match.entry.id === 'firstBonusLanding' || match.entry.id === 'bonusCasinoLanding') {
    return `/${lng}/landing-page/${encodeURIComponent(match.params.landingId ?? '')}`;
  }
  const catchAll = catchAllRewrite(match, parts);
  if (catchAll) return `/${[lng, ...catchAll].map(encodeURIComponent).join('/')}${search}`;
  return undefined;
}

export async function runPipeline(
  request: PipelineRequest,
  deps: PipelineDeps,
): Promise<PipelineResult> {
  const { url } = request;
  const cookies: CookieToSet[] = referralCookies(url.search);
  const deleteCookies: string[] = [];
  const done = (outcome: PipelineOutcome): PipelineResult => ({
    ...outcome,
    cookies,
    deleteCookies,
  });
  // What closes the whole site to this browser, told to the BFF (block.ts SITE_CLOSED_COOKIE).
  let siteClosed: SiteClosedBy | null = null;
  const closeSite = (by: SiteClosedBy) => {
    if (siteClosed !== null) return;
    siteClosed = by;
    cookies.push({ name: SITE_CLOSED_COOKIE, value: by, maxAge: SITE_CLOSED_MAX_AGE_S });
  };
  // Every step's Location is a path of this site, normalised as a browser reads it: one built
  // from a path that reads as another host (`/%2F%2Fhost`, redirect-target.ts) is no page of the
  // site, and is answered as such rather than sent there.
  const redirect = (location: string, status: 301 | 302 | 307 | 308 = 307) => {
    const path = sitePath(location);
    return path === null
      ? done({ kind: 'notFound', headers: {} })
      : done({ kind: 'redirect', location: path, status });
  };

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

  // No site config has ever been had (spec 01 §8 "no site config"): no route can be told (the
  // config names the category slugs) and no page rendered, so every address shows maintenance.
  if (settings.unavailable) {
    closeSite('maintenance');
    if (url.pathname !== `/${lng}/maintenance`) return redirect(`/${lng}/maintenance`);
    headers[PIPELINE_HEADER.routeId] = 'maintenance';
    return done({ kind: 'next', headers, status: 503, retryAfterS: MAINTENANCE_RETRY_AFTER_S });
  }

  // The route is told before the redirect step only to know a block page: it asks the block
  // check about the address the visitor was blocked on (block.ts BLOCK_FROM_COOKIE).
  const parts = pathSegments(url.pathname.slice(lng.length + 1));
  const match = parts ? matchRoute(parts, settings.slugs) : null;
  const onBlockPage =
    match !== null && (BLOCK_ROUTE_IDS as readonly string[]).includes(match.entry.id);
  const blockedFrom = onBlockPage ? blockedFromPath(request.cookie(BLOCK_FROM_COOKIE)) : null;

  // The redirect and the block checks do not depend on each other: both are asked at once, so
  // a slow service costs one budget (upstream-light.ts), not two in a row.
  const pendingBlock = deps
    .block({
      signedIn: request.signedIn,
      path: blockedFrom ?? url.pathname,
      referralParams: '',
      mainVipDomainAuthNeed: settings.isMainVipDomainAuthNeed,
    })
    .catch((error: unknown) => ({ error }));

  // 3. redirect-light: a redirect the operator configured for this path
  try {
    const answer = await deps.redirect(url.pathname);
    const safe = answer.redirect ? safeTarget(answer.url) : null;
    const target = safe === null ? null : withVisitorQuery(safe, url.search);
    if (target && target !== `${url.pathname}${url.search}`) {
      const code = answer.code && REDIRECT_CODES.has(answer.code) ? answer.code : 302;
      // An http(s) URL is the operator's rule naming a host; anything else is a site path.
      return /^https?:/.test(target)
        ? done({ kind: 'redirect', location: target, status: code as 301 | 302 | 307 | 308 })
        : redirect(target, code as 301 | 302 | 307 | 308);
    }
  } catch (error) {
    // An open circuit was logged when it opened; an outage is not logged once per page view.
    if (!(error instanceof CircuitOpenError)) {
      log.error('middleware: redirect service unavailable', { error });
    }
  }

  // 4. the route table and its rules
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
  // Without a session cookie the visitor is certainly not a player: the visitor half of the
  // player guards applies here; with one, the page decides once it knows the player.
  if (decision.kind === 'render' && !request.signedIn) {
    const guard = decideGuards(match.entry, settings.route, { signedIn: false });
    if (guard.kind === 'redirect')
      return redirect(withQuery(`/${lng}${guard.path ? `/${guard.path}` : ''}`, url.searchParams));
  }
  if (decision.kind === 'signIn') {
    return redirect(signInLocation(lng, url.pathname, url.search));
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
  const blockAnswer = await pendingBlock;
  let blockUnavailable = false;
  if ('decisions' in blockAnswer) {
    const { decisions, pathError } = blockAnswer;
    if (pathError !== undefined && !(pathError instanceof CircuitOpenError)) {
      log.warn('middleware: block check for the page unavailable, the site-wide one applies', {
        error: pathError,
      });
    }
    const geoOff =
      decisions.some((d) => d.displayTypeId === 1 && d.templateTypeId === 1) &&
      (await deps.geoOffPass(request.cookie(GEO_OFF_COOKIE)));
    const block = decideBlock({ decisions, geoOff, routeId: match.entry.id });
    // The first decision is the site-wide one (upstream-light.ts): it closes the whole site,
    // whatever page this is (the exempt account-verify page included).
    if (isBlocking(decisions[0], geoOff)) closeSite('block');
    // Without the page's own decision, "no longer blocked" is not known: a visitor on a block
    // page stays there and keeps the reason.
    const known = pathError === undefined;
    if (block.kind === 'redirect' && (known || block.path !== '')) {
      if (block.path !== '') {
        if (block.reason !== null) {
          cookies.push({
            name: BLOCK_REASON_COOKIE,
            value: String(block.reason),
            maxAge: BLOCK_COOKIE_MAX_AGE_S,
          });
        }
        cookies.push({
          name: BLOCK_FROM_COOKIE,
          value: blockedFrom ?? url.pathname,
          maxAge: BLOCK_COOKIE_MAX_AGE_S,
        });
      }
      return redirect(`/${lng}${block.path ? `/${block.path}` : ''}`);
    }
    if (block.kind === 'continue' && block.clearReason && known) {
      for (const name of [BLOCK_REASON_COOKIE, BLOCK_FROM_COOKIE]) {
        if (request.cookie(name) !== undefined) deleteCookies.push(name);
      }
    }
  } else {
    if (!(blockAnswer.error instanceof CircuitOpenError)) {
      log.error('middleware: block service unavailable', { error: blockAnswer.error });
    }
    blockUnavailable = true;
  }

  // 6. maintenance (forced when the block service cannot be asked)
  const maintenanceInput = {
    isActive: settings.maintenance.isActive,
    webState: settings.maintenance.web_state,
    cookie: request.cookie(MAINTENANCE_COOKIE),
    forced: blockUnavailable,
  };
  const maintenance = decideMaintenance({
    ...maintenanceInput,
    routeId: match.entry.id,
    onBlockPage,
  });
  const underMaintenance = isMaintenanceActive(maintenanceInput);
  if (underMaintenance) closeSite('maintenance');
  if (maintenance.kind === 'redirect') {
    return redirect(`/${lng}${maintenance.path ? `/${maintenance.path}` : ''}`);
  }
  // The technical pages answer with their status: search engines and monitors must not take a
  // closed site or an error page for content (RFC 9110 §15.6.4: 503 with Retry-After).
  if (match.entry.id === 'maintenance' && underMaintenance) {
    return done({ kind: 'next', headers, status: 503, retryAfterS: MAINTENANCE_RETRY_AFTER_S });
  }
  // An open page: the site is open to this browser again.
  if (!siteClosed && request.cookie(SITE_CLOSED_COOKIE) !== undefined) {
    deleteCookies.push(SITE_CLOSED_COOKIE);
  }
  if (match.entry.id === SERVER_ERROR_ROUTE_ID) return done({ kind: 'next', headers, status: 500 });

  return done({
    kind: 'next',
    headers,
    rewrite: rewriteFor(lng, match, parts ?? [], url.search),
  });
}
