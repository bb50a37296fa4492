import 'server-only';
import { cache } from 'react';
import { isSignedOut, playerUpstream } from '@/server/session/player-upstream';
import type {
  Partner,
  PartnerStats,
  PlayerPromotions,
  QrCode,
  QrDevice,
  StatsPeriod,
} from '@/server/upstream/schemas/office-programmes';
import { programmesApi } from './programmes-api';

type PlayerClient = NonNullable<Awaited<ReturnType<typeof playerUpstream>>>;

/**
 * The promotions, partner and QR pages' reads for the server render: null for a visitor or a
 * player whose token the upstream no longer takes; other failures are thrown for the page to say
 * the section cannot be shown.
 */
async function asPlayer<T>(read: (upstream: PlayerClient) => Promise<T>): Promise<T | null> {
  const upstream = await playerUpstream();
  if (!upstream) return null;
  try {
    return await read(upstream);
  } catch (error) {
    if (isSignedOut(error)) return null;
    throw error;
  }
}

export const getPlayerPromotions = cache(async (lng: string): Promise<PlayerPromotions | null> =>
  asPlayer((upstream) => programmesApi.promotions(upstream, lng)),
);

export interface PartnerPageData {
  partner: Partner;
  stats: PartnerStats;
}

export const getPartner = cache(async (period: StatsPeriod): Promise<PartnerPageData | null> =>
  asPlayer(async (upstream) => {
    const [partner, stats] = await Promise.all([
      programmesApi.partner(upstream),
      programmesApi.partnerStats(upstream, period),
    ]);
    return { partner, stats };
  }),
);

export interface QrPageData {
  code: QrCode;
  devices: QrDevice[];
}

export const getQrSignIn = cache(async (): Promise<QrPageData | null> =>
  asPlayer(async (upstream) => {
    const [code, devices] = await Promise.all([
      programmesApi.qrCode(upstream),
      programmesApi.qrDevices(upstream),
    ]);
    return { code, devices };
  }),
);
