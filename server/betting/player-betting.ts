import 'server-only';
import { cache } from 'react';
import { isSignedOut, playerUpstream } from '@/server/session/player-upstream';
import { UpstreamError } from '@/server/upstream/errors';
import type { AccountsAnswer } from '@/server/upstream/schemas/accounts';
import { DEFAULT_HISTORY_PAGE_SIZE, type Coupon } from '@/server/upstream/schemas/coupon';
import { bettingApi } from './betting-api';

export interface HistoryPage {
  coupons: Coupon[];
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
}

/** A page of the player's bet history (newest first), or null for a visitor. */
export const getCouponHistory = cache(
  async (
    lng: string,
    page: number,
    pageSize: number = DEFAULT_HISTORY_PAGE_SIZE,
  ): Promise<HistoryPage | null> => {
    const upstream = await playerUpstream();
    if (!upstream) return null;
    let answer;
    try {
      answer = await bettingApi.couponHistory(upstream, { page, pageSize, lang: lng });
    } catch (error) {
      if (isSignedOut(error)) return null;
      throw error;
    }
    const { total } = answer.meta;
    return {
      coupons: answer.data,
      page: answer.meta.page,
      pageSize: answer.meta.pageSize,
      total,
      pageCount: Math.max(1, Math.ceil(total / answer.meta.pageSize)),
    };
  },
);

export type PlayerCoupon =
  { kind: 'signedOut' } | { kind: 'notFound' } | { kind: 'found'; coupon: Coupon };

/** One of the player's coupons; another player's or an unknown one is not found. */
export const getPlayerCoupon = cache(
  async (lng: string, couponId: number): Promise<PlayerCoupon> => {
    const upstream = await playerUpstream();
    if (!upstream) return { kind: 'signedOut' };
    try {
      return { kind: 'found', coupon: await bettingApi.coupon(upstream, couponId, lng) };
    } catch (error) {
      if (isSignedOut(error)) return { kind: 'signedOut' };
      if (error instanceof UpstreamError && error.status === 404) return { kind: 'notFound' };
      throw error;
    }
  },
);

/** The player's accounts and the active one (spec 02 §7 "Account data fetch"), or null for a visitor. */
export const getPlayerAccounts = cache(async (): Promise<AccountsAnswer | null> => {
  const upstream = await playerUpstream();
  if (!upstream) return null;
  try {
    return await bettingApi.accounts(upstream);
  } catch (error) {
    if (isSignedOut(error)) return null;
    throw error;
  }
});
