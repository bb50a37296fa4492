import 'server-only';
import { cache } from 'react';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { safeReturnUrl } from '@/server/auth/return-url';
import { getSiteConfig, loadConfigGroups, requestIdentity } from '@/server/config/site-config';
import { RETURN_URL_PARAM, signInLocation } from '@/server/edge/pipeline';
import { getCurrentUser } from '@/server/session/session';
import { guardVisitor } from '@/server/user/player-state';
import { routesGroupSchema, type RoutesGroup } from '@/server/upstream/schemas/config-groups';
import {
  buildPath,
  matchRoute,
  pathSegments,
  routeSlugsFrom,
  type RouteMatch,
  type RouteSlugs,
} from './match';
import { decideGuards } from './guards';
import { appStage, decideRoute, routeSettingsFrom, type RouteSettings } from './rules';
import { routeById } from './table';

/** The `routes` config group, parsed; one read per request, cached as the site config is. */
export const getRoutesGroup = cache(async (lng: string): Promise<RoutesGroup> => {
  const groups = await loadConfigGroups(['routes'], lng, await requestIdentity());
  return routesGroupSchema.parse(groups.routes);
});

export async function routeContext(
  lng: string,
): Promise<{ settings: RouteSettings; slugs: RouteSlugs }> {
  const [{ siteConfig }, routes] = await Promise.all([getSiteConfig(lng), getRoutesGroup(lng)]);
  return { settings: routeSettingsFrom(siteConfig, routes), slugs: routeSlugsFrom(routes) };
}

/**
 * The route a page renders, with the rules applied again on the server (the middleware is a fast
 * path, not the guard): 404, sign-in and redirects happen here too.
 */
export const resolvePage = cache(async (lng: string, path: string): Promise<RouteMatch> => {
  const parts = pathSegments(path);
  const { settings, slugs } = await routeContext(lng);
  const match = parts ? matchRoute(parts, slugs) : null;
  if (!match) notFound();
  return enforce(lng, match, settings, parts ?? []);
});

/**
 * For pages with their own folder: the folder's params are checked by resolving the path they
 * make, which must land on one of the routes the folder serves.
 */
export async function resolveFixedPage(
  lng: string,
  ids: string | readonly string[],
  params: Record<string, string> = {},
): Promise<RouteMatch> {
  const allowed: readonly string[] = typeof ids === 'string' ? [ids] : ids;
  const first = allowed[0];
  if (!first) notFound();
  let path: string;
  try {
    path = buildPath(routeById(first), params);
  } catch {
    notFound();
  }
  const match = await resolvePage(lng, path);
  if (!allowed.includes(match.entry.id)) notFound();
  return match;
}

/** The address of the page asked for, as a return URL: `/en` for home, never `/en/`. */
function pagePath(lng: string, parts: readonly string[]): string {
  return [`/${lng}`, ...parts.map(encodeURIComponent)].join('/');
}

async function enforce(
  lng: string,
  match: RouteMatch,
  settings: RouteSettings,
  parts: readonly string[],
): Promise<RouteMatch> {
  const signedIn = (await getCurrentUser()) !== null;
  const decision = decideRoute(
    match,
    settings,
    { signedIn, stage: appStage() },
    { twinRedirect: false },
  );
  switch (decision.kind) {
    case 'render':
      return guard(lng, match, settings, signedIn, parts);
    case 'notFound':
      notFound();
    case 'signIn': {
      // A cookie that is there but expired passes the middleware and ends here: the player
      // comes back to this page after signing in (spec 01 §4 Login state change).
      const page = safeReturnUrl(pagePath(lng, parts), lng);
      redirect(signInLocation(lng, page, ''));
    }
    case 'redirect': {
      const query = new URLSearchParams(decision.query).toString();
      const target = `/${lng}${decision.path ? `/${decision.path}` : ''}${query ? `?${query}` : ''}`;
      if (decision.status === 301 || decision.status === 308) permanentRedirect(target);
      redirect(target);
    }
  }
}

/** The player guards (guards.ts), with the player's user config when signed in. */
async function guard(
  lng: string,
  match: RouteMatch,
  settings: RouteSettings,
  signedIn: boolean,
  parts: readonly string[],
): Promise<RouteMatch> {
  const decision = decideGuards(match.entry, settings, await guardVisitor(signedIn, lng));
  if (decision.kind === 'render') return match;
  if (decision.kind === 'external') redirect(decision.url);
  const target = `/${lng}${decision.path ? `/${decision.path}` : ''}`;
  // Confirming the terms brings the player back to the page asked for.
  const back =
    decision.reason === 'terms'
      ? `?${new URLSearchParams({ [RETURN_URL_PARAM]: safeReturnUrl(pagePath(lng, parts), lng) })}`
      : '';
  redirect(`${target}${back}`);
}
