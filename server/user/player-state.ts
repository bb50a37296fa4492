import 'server-only';
import { cache } from 'react';
import { log } from '@/server/log';
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

/**
 * Who the guards see: a visitor, or a player with the guard state when it could be had. With the
 * page's language the terms status is asked too, beside the user config (spec 01 §4 Terms).
 */
export async function guardVisitor(signedIn: boolean, lng?: string): Promise<GuardVisitor> {
  if (!signedIn) return { signedIn: false };
  const [player, termsToConfirm] = await Promise.all([
    getPlayerConfig(),
    lng ? getTermsToConfirm(lng) : false,
  ]);
  if (player.kind === 'visitor') return { signedIn: false };
  return {
    signedIn: true,
    player: player.kind === 'player' ? guardStateOf(player.config, termsToConfirm) : null,
  };
}
