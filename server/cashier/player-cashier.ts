import 'server-only';
import { cache } from 'react';
import { requestIdentity } from '@/server/config/site-config';
import { isSignedOut, playerUpstream } from '@/server/session/player-upstream';
import type {
  Cashback,
  Cashier,
  Mailing,
  PaymentProblem,
  Referral,
} from '@/server/upstream/schemas/cashier';
import { cashierApi } from './cashier-api';

/** The page's reads as the player: null for a visitor or a token the upstream no longer takes. */
async function asPlayer<T>(
  read: (upstream: NonNullable<Awaited<ReturnType<typeof playerUpstream>>>) => Promise<T>,
): Promise<T | null> {
  const upstream = await playerUpstream();
  if (!upstream) return null;
  try {
    return await read(upstream);
  } catch (error) {
    if (isSignedOut(error)) return null;
    throw error;
  }
}

export const getCashier = cache(async (): Promise<Cashier | null> =>
  asPlayer((upstream) => cashierApi.cashier(upstream)),
);

export const getPaymentProblems = cache(async (): Promise<PaymentProblem[] | null> =>
  asPlayer((upstream) => cashierApi.paymentProblems(upstream)),
);

export const getPaymentTopics = cache(async (lng: string) =>
  cashierApi.topics((await requestIdentity()).origin, lng),
);

export const getPublicMethods = cache(async (currency: string | undefined) =>
  cashierApi.publicMethods((await requestIdentity()).origin, currency),
);

export const getMailing = cache(async (): Promise<Mailing | null> =>
  asPlayer((upstream) => cashierApi.mailing(upstream)),
);

export const getReferral = cache(async (): Promise<Referral | null> =>
  asPlayer((upstream) => cashierApi.referral(upstream)),
);

export const getCashback = cache(async (): Promise<Cashback | null> =>
  asPlayer((upstream) => cashierApi.cashback(upstream)),
);
