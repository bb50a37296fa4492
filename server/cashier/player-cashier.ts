import 'server-only';
import { cache } from 'react';
import { requestIdentity } from '@/server/config/site-config';
import { readAsPlayer } from '@/server/session/player-upstream';
import type {
  Cashback,
  Cashier,
  Mailing,
  PaymentProblem,
  Referral,
} from '@/server/upstream/schemas/cashier';
import { cashierApi } from './cashier-api';

export const getCashier = cache(async (lng: string): Promise<Cashier | null> =>
  readAsPlayer((upstream) => cashierApi.cashier(upstream, lng)),
);

export const getPaymentProblems = cache(async (): Promise<PaymentProblem[] | null> =>
  readAsPlayer((upstream) => cashierApi.paymentProblems(upstream)),
);

export const getPaymentTopics = cache(async (lng: string) =>
  cashierApi.topics((await requestIdentity()).origin, lng),
);

export const getPublicMethods = cache(async (currency: string | undefined, lng: string) =>
  cashierApi.publicMethods((await requestIdentity()).origin, currency, lng),
);

export const getMailing = cache(async (): Promise<Mailing | null> =>
  readAsPlayer((upstream) => cashierApi.mailing(upstream)),
);

export const getReferral = cache(async (): Promise<Referral | null> =>
  readAsPlayer((upstream) => cashierApi.referral(upstream)),
);

export const getCashback = cache(async (): Promise<Cashback | null> =>
  readAsPlayer((upstream) => cashierApi.cashback(upstream)),
);
