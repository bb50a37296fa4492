import 'server-only';
import { cache } from 'react';
import { requestIdentity } from '@/server/config/site-config';
import { log } from '@/server/log';
import { playerClassDigest, playerClasses, type PlayerClass } from '@/server/session/player-class';
import { readSession } from '@/server/session/session';
import { getSharedPlayer } from '@/server/session/viewer';
import type { GuardVisitor, PlayerGuardState } from '@/server/routes/guards';
import { isSignedOut, playerUpstream } from '@/server/session/player-upstream';
import { getTermsToConfirm } from '@/server/terms/terms-state';
import type { UserConfig } from '@/server/upstream/schemas/user';
import { userApi } from './user-api';

/** A page's share of its 3 s upstream budget for the player's user config. */
export const PLAYER_CONFIG_TIMEOUT_MS = 1200;

export type PlayerConfig =
  | { kind: 'visitor' }
  | { kind: 'player'; config: UserConfig }
  /** Signed in, but the user config could not be had (logged once per render). */
  | { kind: 'unknown' };

/**
 * The signed-in player's user config for the page being rendered, read once per request (every
 * guard, layout and body of the render shares it). Never cached across requests: a ban or an
 * unban shows on the next page.
 */
export const getPlayerConfig = cache(async (): Promise<PlayerConfig> => {
  const upstream = await playerUpstream();
  if (!upstream) return { kind: 'visitor' };
  try {
    return {
      kind: 'player',
      config: await userApi.config(upstream, { timeoutMs: PLAYER_CONFIG_TIMEOUT_MS }),
    };
  } catch (error) {
    if (isSignedOut(error)) return { kind: 'visitor' };
    log.warn('page: user config unavailable, player guards limited to sign-in', { error });
    return { kind: 'unknown' };
  }
});

export function guardStateOf(config: UserConfig, termsToConfirm = false): PlayerGuardState {
  return {
    banLevel: config.ban_level,
    banVersion: config.ban_version,
    needIdentification: config.is_need_identification,
    identificationBonus: config.is_identification_bonus,
    dataAfterRegistration: config.isDataAfterRegistration,
    termsToConfirm,
  };
}

/** The class (player-class.ts) a user config and the terms status make. */
function playerClassOf(config: UserConfig, termsToConfirm: boolean): PlayerClass {
  return {
    guard: guardStateOf(config, termsToConfirm),
    hidden: { line: [...config.disallow_line_sport], live: [...config.disallow_live_sport] },
  };
}

/**
 * Keeps the class of the player this page was rendered for (player-class.ts): the player's next
 * shared pages are served by it, guards decided, without asking the upstream.
 */
async function keepPlayerClass(config: UserConfig, termsToConfirm: boolean): Promise<void> {
  const [{ sid }, { origin }] = await Promise.all([readSession(), requestIdentity()]);
  if (!sid) return;
  await playerClasses.write(origin, sid, playerClassOf(config, termsToConfirm));
}

/**
 * A user config the BFF just read (the browser reads it on every page a player opens) renews the
 * player's class, with the terms status asked beside it: a ban, an unban, new terms or a sport
 * hidden elsewhere reach the player's next shared page. `pageClass` is the digest of the class the
 * browser's page was shared by, if it was: answers whether that page is stale (its class is no
 * longer the player's; the browser loads it again). A player with neither a kept class nor a
 * shared page is left alone (the next page is rendered for the player and places them).
 */
export async function renewPlayerClass(
  origin: string,
  sid: string,
  config: UserConfig,
  termsToConfirm: () => Promise<boolean>,
  pageClass: string | null,
): Promise<boolean> {
  const kept = await playerClasses.read(origin, sid);
  if (!kept && pageClass === null) return false;
  let terms: boolean;
  try {
    terms = await termsToConfirm();
  } catch (error) {
    log.warn('player class: terms status unavailable, the kept one stands', { error });
    if (!kept) return false;
    terms = kept.guard.termsToConfirm;
  }
  const renewed = playerClassOf(config, terms);
  await playerClasses.write(origin, sid, renewed);
  return pageClass !== null && playerClassDigest(renewed) !== pageClass;
}

/**
 * Who the guards see: a visitor, or a player with the guard state when it could be had. With the
 * page's language the terms status is asked too, beside the user config (spec 01 §4 Terms), and
 * the player's class is kept for the player's shared pages. A shared page's player is seen by
 * the class it is rendered for.
 */
export async function guardVisitor(signedIn: boolean, lng?: string): Promise<GuardVisitor> {
  if (!signedIn) return { signedIn: false };
  const shared = await getSharedPlayer();
  if (shared) return { signedIn: true, player: shared.guard };
  const [player, termsToConfirm] = await Promise.all([
    getPlayerConfig(),
    lng ? getTermsToConfirm(lng) : false,
  ]);
  if (player.kind === 'visitor') return { signedIn: false };
  if (player.kind === 'player' && lng) await keepPlayerClass(player.config, termsToConfirm);
  return {
    signedIn: true,
    player: player.kind === 'player' ? guardStateOf(player.config, termsToConfirm) : null,
  };
}
