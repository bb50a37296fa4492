/**
 * Types of the route table (spec 01 §2). Edge-safe: the middleware, the pages, the sitemap and
 * the tests all read the one table in table.ts.
 */
export type LayoutGroup = 'main' | 'headless' | 'empty' | 'maintenance' | 'blocked';

/** Lists of first-segment slugs that come from the `routes` config group. */
export type ConfigSlugList =
  | 'casinoCategories'
  | 'slotsCategories'
  | 'kenoGames'
  | 'tokens'
  | 'bonusLandings'
  | 'thankyouSections'
  | 'oldPromotionPaths';

export type ParamRule =
  /** One of fixed values. */
  | { kind: 'enum'; values: readonly string[] }
  /** Matches a regular expression (anchored). */
  | { kind: 'pattern'; regex: RegExp; description: string }
  /** One of the slugs the site config lists. */
  | { kind: 'config'; list: ConfigSlugList };

/** availableRoutes ids of spec 01 §2/§5 that gate a route (404 when not offered). */
export type AvailableRouteId = 13 | 47 | 52;

export interface RouteFlags {
  /** Office routes: a signed-in player only (spec 01 §2 "Office (authentication required)"). */
  auth?: true;
  /** The route exists only when the site config's availableRoutes holds this id. */
  availableRoute?: AvailableRouteId;
  /** Only when isRegistrationAllowed; the form is hidden on a VIP domain. */
  registration?: true;
  /** Only when isShowIdentification. */
  identification?: true;
  /** The payment page: route 52, and auth when isShowPaymentPageOnlyAuth. */
  payment?: true;
  /** Ban meta (spec 02 §2 Ban guard): 24 only for banned players, 25 allowed to them. */
  ban?: 24 | 25;
  /** The deduction (withdrawal) route: open to a banned player at the ban level that allows it. */
  deduction?: true;
  /** A visitor's page: a signed-in player never sees it (spec 02 §2 General guard). */
  guestOnly?: true;
  /**
   * Deposit and withdrawal: closed while the player must identify or still owes the data asked
   * after registration (spec 02 §2 General guard).
   */
  cashier?: true;
  /** Meta 38 (spec 02 §2 Quick-coupon guard): the quick coupon shows on this route. */
  quickCoupon?: true;
  /** Not redirected to the confirm-terms page (spec 01 §4 Terms confirmation). */
  excludeTerms?: true;
  /** Not stopped by the identification bonus blocker (spec 01 §4). */
  excludeIdentification?: true;
  /** Present only in non-production builds (spec 01 §2 Other). */
  nonProduction?: true;
  /** Kept out of search engines and the sitemap (utility, account and payment pages). */
  noindex?: true;
}

export type RedirectTarget =
  /** A fixed path in the same language; `:name` takes the matched param. */
  | { to: string; status: 301 | 307 | 308; query?: Record<string, string> }
  /** A config-dependent target decided by the rules (slot_first_deposit, old promotions). */
  | { rule: 'oldPromotion'; status: 301 };

export interface RouteEntry {
  id: string;
  /** Segments after the language: 'rules/:ruleGroup/:chapter?'; '' is the home page. */
  path: string;
  layout: LayoutGroup;
  /** The route above it in the breadcrumbs. */
  parent?: string;
  params?: Readonly<Record<string, ParamRule>>;
  flags?: RouteFlags;
  /** A route that only sends the visitor elsewhere (spec 01 §2 "redirects to"). */
  redirect?: RedirectTarget;
  /** One of the two bonus route-name variants (spec 01 §2); the site setting picks one. */
  variant?: 'bonuses' | 'bonuses-offers';
  /** Sample params the route-table walk uses to render it (tests and sitemap of fixed pages). */
  sample?: Readonly<Record<string, string>>;
}
