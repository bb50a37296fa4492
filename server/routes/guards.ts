/**
 * The player guards of spec 02 §2 that depend on who the signed-in player is: the general guard
 * (visitor pages, need-for-identification, data-after-registration) and the ban guard. Pure and
 * edge-safe: the pages apply it with the player's user config (resolve.ts), the browser applies
 * its navigation half (features/navigation), and the tests walk every player state through it.
 * Whether a visitor must sign in first is decideRoute's (rules.ts), which runs before this.
 */
import type { RouteSettings } from './rules';
import { ROUTES } from './table';
import type { RouteEntry } from './types';

/** What the guards read from the user config (spec 02 §3 "User config"). */
export interface PlayerGuardState {
  banLevel: number;
  banVersion: number;
  needIdentification: boolean;
  /** The player took the identification bonus (is_identification_bonus). */
  identificationBonus: boolean;
  dataAfterRegistration: boolean;
  /** The terms changed since the player accepted them and the site asks to confirm them. */
  termsToConfirm: boolean;
}

export type GuardVisitor =
  | { signedIn: false }
  /** player null: the user config could not be had, so only the sign-in rules apply. */
  | { signedIn: true; player: PlayerGuardState | null };

export type GuardDecision =
  | { kind: 'render' }
  /** A path in the same language ('' is home), always a temporary redirect. */
  | { kind: 'redirect'; path: string; reason: GuardReason }
  /** The site's external ban page (spec 02 §2 "sent to an external ban page"). */
  | { kind: 'external'; url: string; reason: 'banned' };

export type GuardReason =
  'banned' | 'banOnly' | 'guestOnly' | 'terms' | 'needIdentification' | 'dataAfterRegistration';

/** Where a banned player waits when the site has no external ban page: the appeal page. */
export const BAN_HOLD_PATH = 'block-appeal-history';
export const IDENTIFICATION_PATH = 'office/identification';
/** spec 01 §4 Terms confirmation: the confirm-terms page. */
export const CONFIRM_TERMS_PATH = 'confirm';
/** The personal data page, where the data asked after registration is given. */
export const PERSONAL_DATA_PATH = 'office/personal';

/** spec 02 §4 "Banned: ban_level above 0". */
export function isBanned(player: Pick<PlayerGuardState, 'banLevel'>): boolean {
  return player.banLevel > 0;
}

/**
 * spec 02 §2 "Ban level 45 (or 53 when ban version is 1) allows the deduction route": the level
 * that lets a banned player withdraw is 53 under ban version 1 and 45 under any other version.
 */
export function deductionAllowed(player: Pick<PlayerGuardState, 'banLevel' | 'banVersion'>) {
  return player.banLevel === (player.banVersion === 1 ? 53 : 45);
}

/** Whether a banned player may open the route: meta 24 or 25, or deduction at its level. */
export function allowedWhileBanned(
  entry: Pick<RouteEntry, 'flags'>,
  player: Pick<PlayerGuardState, 'banLevel' | 'banVersion'>,
): boolean {
  const flags = entry.flags ?? {};
  if (flags.ban === 24 || flags.ban === 25) return true;
  return flags.deduction === true && deductionAllowed(player);
}

export function decideGuards(
  entry: Pick<RouteEntry, 'flags'>,
  settings: Pick<RouteSettings, 'banPageUrl' | 'isShowIdentification'>,
  visitor: GuardVisitor,
): GuardDecision {
  const flags = entry.flags ?? {};
  // spec 02 §2 "If the user is not banned and the route is flagged 24, the user is sent to home."
  if (!visitor.signedIn) {
    return flags.ban === 24
      ? { kind: 'redirect', path: '', reason: 'banOnly' }
      : { kind: 'render' };
  }
  const { player } = visitor;
  if (player && isBanned(player)) {
    if (allowedWhileBanned(entry, player)) return { kind: 'render' };
    return settings.banPageUrl
      ? { kind: 'external', url: settings.banPageUrl, reason: 'banned' }
      : { kind: 'redirect', path: BAN_HOLD_PATH, reason: 'banned' };
  }
  // An unknown player state is taken as not banned: the upstream refuses a banned player's bets
  // and payments itself, and a user config outage must not lock every player out of the site.
  if (flags.ban === 24) return { kind: 'redirect', path: '', reason: 'banOnly' };
  // spec 02 §2 "signed-in players never see login or registration forms" (no account middleware
  // here, so home).
  if (flags.guestOnly) return { kind: 'redirect', path: '', reason: 'guestOnly' };
  if (!player) return { kind: 'render' };
  // spec 01 §4 Terms confirmation: changed terms are confirmed first, unless on an excluded route.
  if (player.termsToConfirm && !flags.excludeTerms) {
    return { kind: 'redirect', path: CONFIRM_TERMS_PATH, reason: 'terms' };
  }
  if (player.needIdentification && settings.isShowIdentification) {
    // spec 01 §4 Identification bonus blocker: a player who took the identification bonus
    // identifies before anything else, except on excluded routes.
    const blocked = player.identificationBonus ? !flags.excludeIdentification : flags.cashier;
    // Without the bonus, only money waits for the identification (deposit and withdrawal).
    if (blocked)
      return { kind: 'redirect', path: IDENTIFICATION_PATH, reason: 'needIdentification' };
  }
  if (player.dataAfterRegistration && flags.cashier) {
    return { kind: 'redirect', path: PERSONAL_DATA_PATH, reason: 'dataAfterRegistration' };
  }
  return { kind: 'render' };
}

/**
 * The query a visitor sent to sign in keeps (spec 02 §2 "keeping filtered query parameters"):
 * the layout choice and the campaign tags, so the login page looks and counts as the page did.
 * Everything else travels inside returnUrl.
 */
export function signInQuery(query: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [key, value] of query) {
    if (key === 'platform_type' || /^utm_[a-z]{1,20}$/.test(key)) kept.append(key, value);
  }
  return kept;
}

/** What the browser's guard needs to know for this player (features/navigation). */
export interface NavigationRules {
  lng: string;
  signedIn: boolean;
  /** First segments of the routes that need a player. */
  authSegments: readonly string[];
  /** A banned player on a site without an external ban page: the route patterns left open. */
  banAllowed: readonly string[] | null;
}

const AUTH_SEGMENTS = [
  ...new Set(ROUTES.filter((r) => r.flags?.auth).map((r) => r.path.split('/')[0] ?? '')),
];

export function navigationRulesFor(
  lng: string,
  settings: Pick<RouteSettings, 'banPageUrl' | 'isShowPaymentPageOnlyAuth'>,
  visitor: GuardVisitor,
): NavigationRules {
  const player = visitor.signedIn ? visitor.player : null;
  const held = player !== null && isBanned(player) && !settings.banPageUrl;
  return {
    lng,
    signedIn: visitor.signedIn,
    authSegments: settings.isShowPaymentPageOnlyAuth
      ? [...AUTH_SEGMENTS, 'payment']
      : AUTH_SEGMENTS,
    banAllowed:
      held && player
        ? ROUTES.filter((r) => !r.redirect && allowedWhileBanned(r, player)).map((r) => r.path)
        : null,
  };
}
