/**
 * The route rules of spec 01 §2/§5 and spec 02 §2 that decide, for a matched route, whether it is
 * rendered, sent elsewhere, hidden (404) or needs a signed-in player. Pure and edge-safe: the
 * middleware applies it first, and the pages apply it again (the middleware is never the only
 * guard).
 */
import { buildPath, type RouteMatch } from './match';
import { ROUTES } from './table';
import type { RouteEntry } from './types';

export interface RouteSettings {
  availableRoutes: readonly number[];
  isRegistrationAllowed: boolean;
  isVipDomain: boolean;
  isShowIdentification: boolean;
  isShowPaymentPageOnlyAuth: boolean;
  banPageUrl: string | null;
  /** From the `routes` config group. */
  forced404: readonly string[];
  bonusRouteVariant: 'bonuses' | 'bonuses-offers';
  isSlotFirstDepositRedirect: boolean;
  oldPromotionPaths: Readonly<Record<string, string>>;
}

/** The route settings from the site config and the `routes` config group. */
export function routeSettingsFrom(
  siteConfig: Pick<
    RouteSettings,
    | 'availableRoutes'
    | 'isRegistrationAllowed'
    | 'isVipDomain'
    | 'isShowIdentification'
    | 'isShowPaymentPageOnlyAuth'
    | 'banPageUrl'
  >,
  routes: Pick<
    RouteSettings,
    'forced404' | 'bonusRouteVariant' | 'isSlotFirstDepositRedirect' | 'oldPromotionPaths'
  >,
): RouteSettings {
  return {
    availableRoutes: siteConfig.availableRoutes,
    isRegistrationAllowed: siteConfig.isRegistrationAllowed,
    isVipDomain: siteConfig.isVipDomain,
    isShowIdentification: siteConfig.isShowIdentification,
    isShowPaymentPageOnlyAuth: siteConfig.isShowPaymentPageOnlyAuth,
    banPageUrl: siteConfig.banPageUrl,
    forced404: routes.forced404,
    bonusRouteVariant: routes.bonusRouteVariant,
    isSlotFirstDepositRedirect: routes.isSlotFirstDepositRedirect,
    oldPromotionPaths: routes.oldPromotionPaths,
  };
}

export type RouteDecision =
  | { kind: 'render' }
  | { kind: 'notFound'; reason: string }
  | { kind: 'redirect'; path: string; query?: Record<string, string>; status: 301 | 307 | 308 }
  | { kind: 'signIn' };

/** The stage of this build; non-production routes exist only outside production. */
export function appStage(): 'production' | 'staging' | 'development' {
  const stage = process.env.APP_STAGE;
  if (stage === 'staging' || stage === 'development' || stage === 'production') return stage;
  return process.env.NODE_ENV === 'production' ? 'production' : 'development';
}

/** spec 01 §2: the casino slot-first-deposit page the bonus page slot_first_deposit leads to. */
export const SLOT_FIRST_DEPOSIT_PATH = 'bonus/casino/slot-first-deposit';

function twinOf(
  entry: RouteEntry,
  variant: RouteSettings['bonusRouteVariant'],
): RouteEntry | undefined {
  const base = entry.id.replace(/Offers$/, '');
  const twinId = variant === 'bonuses' ? base : `${base}Offers`;
  return ROUTES.find((r) => r.id === twinId);
}

/**
 * `twinRedirect: false` renders the bonus route-name variant the site does not use instead of
 * leading to its twin: the pages' choice (resolve.ts). The middleware leads a visitor to the
 * variant its settings name; a page whose copy of the settings is older or newer must not lead
 * back, or the two would send the visitor round in a loop until their copies agree.
 */
export function decideRoute(
  match: RouteMatch,
  settings: RouteSettings,
  visitor: { signedIn: boolean; stage: ReturnType<typeof appStage> },
  { twinRedirect = true }: { twinRedirect?: boolean } = {},
): RouteDecision {
  const { entry, params } = match;
  const flags = entry.flags ?? {};
  const path = buildPath(entry, params);

  // spec 01 §5 "Some URLs from site config are forced to 404".
  if (settings.forced404.includes(`/${path}`)) return { kind: 'notFound', reason: 'forced404' };
  if (flags.nonProduction && visitor.stage === 'production') {
    return { kind: 'notFound', reason: 'nonProduction' };
  }
  if (flags.availableRoute && !settings.availableRoutes.includes(flags.availableRoute)) {
    return { kind: 'notFound', reason: `availableRoutes lacks ${flags.availableRoute}` };
  }
  if (flags.registration && !settings.isRegistrationAllowed) {
    return { kind: 'notFound', reason: 'registration not allowed' };
  }
  if (flags.identification && !settings.isShowIdentification) {
    return { kind: 'notFound', reason: 'identification hidden' };
  }
  if (flags.payment) {
    if (!settings.availableRoutes.includes(52))
      return { kind: 'notFound', reason: 'availableRoutes lacks 52' };
    if (settings.isShowPaymentPageOnlyAuth && !visitor.signedIn) return { kind: 'signIn' };
  }
  if (flags.auth && !visitor.signedIn) return { kind: 'signIn' };

  // The bonus route-name variant the site does not use leads to the one it does.
  if (twinRedirect && entry.variant && entry.variant !== settings.bonusRouteVariant) {
    const twin = twinOf(entry, settings.bonusRouteVariant);
    if (twin) return { kind: 'redirect', path: buildPath(twin, params), status: 301 };
  }
  if (
    entry.id.startsWith('bonusRules') &&
    params.id === 'slot_first_deposit' &&
    settings.isSlotFirstDepositRedirect
  ) {
    return { kind: 'redirect', path: SLOT_FIRST_DEPOSIT_PATH, status: 301 };
  }

  const redirect = entry.redirect;
  if (!redirect) return { kind: 'render' };
  if ('to' in redirect) {
    const target = redirect.to.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(params[name] ?? ''),
    );
    return { kind: 'redirect', path: target, status: redirect.status, query: redirect.query };
  }
  // rule oldPromotion: spec 01 §2 "old landing and promotion paths redirect to promotions/{name}".
  const name = settings.oldPromotionPaths[params.oldPath ?? ''];
  if (!name) return { kind: 'notFound', reason: 'unknown old promotion' };
  return {
    kind: 'redirect',
    path: `promotions/${encodeURIComponent(name)}`,
    status: redirect.status,
  };
}
