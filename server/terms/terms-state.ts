import 'server-only';
import { cache } from 'react';
import { getSiteConfig } from '@/server/config/site-config';
import { log } from '@/server/log';
import { isSignedOut, playerUpstream } from '@/server/session/player-upstream';
import { termsApi } from './terms-api';

/** The page's share of its 3 s upstream budget, asked beside the user config (player-state.ts). */
export const TERMS_STATUS_TIMEOUT_MS = 1200;

/**
 * spec 01 §4 Terms confirmation: whether the signed-in player must confirm changed terms before
 * the page renders; read once per request, beside the user config and within the same budget.
 * False for a visitor, when the site has the feature off, and when the status cannot be had: an
 * outage of the terms service must not lock every player out (the upstream still answers 451/1
 * to the calls that need the terms, and the browser goes to the confirm page then).
 */
export const getTermsToConfirm = cache(async (lng: string): Promise<boolean> => {
  const { siteConfig } = await getSiteConfig(lng);
  if (!siteConfig.isAvailableConfirmTerms) return false;
  const upstream = await playerUpstream();
  if (!upstream) return false;
  try {
    return (await termsApi.status(upstream, { timeoutMs: TERMS_STATUS_TIMEOUT_MS })).result;
  } catch (error) {
    if (!isSignedOut(error)) log.warn('page: terms status unavailable', { error });
    return false;
  }
});
