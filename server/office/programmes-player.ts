import 'server-only';
import { cache } from 'react';
import { readAsPlayer } from '@/server/session/player-upstream';
import type {
  Partner,
  PartnerStats,
  PlayerPromotions,
  QrCode,
  QrDevice,
  StatsPeriod,
} from '@/server/upstream/schemas/office-programmes';
import { programmesApi } from './programmes-api';

export const getPlayerPromotions = cache(async (lng: string): Promise<PlayerPromotions | null> =>
  readAsPlayer((upstream) => programmesApi.promotions(upstream, lng)),
);

export interface PartnerPageData {
  partner: Partner;
  stats: PartnerStats;
}

export const getPartner = cache(async (period: StatsPeriod): Promise<PartnerPageData | null> =>
  readAsPlayer(async (upstream) => {
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
  readAsPlayer(async (upstream) => {
    const [code, devices] = await Promise.all([
      programmesApi.qrCode(upstream),
      programmesApi.qrDevices(upstream),
    ]);
    return { code, devices };
  }),
);
