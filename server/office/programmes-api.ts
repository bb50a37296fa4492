import 'server-only';
import type { KyInstance } from 'ky';
import { requestJson } from '@/server/upstream/client';
import {
  partnerAnswerSchema,
  partnerLinkAnswerSchema,
  partnerStatsAnswerSchema,
  playerPromotionsAnswerSchema,
  promotionJoinAnswerSchema,
  qrCodeAnswerSchema,
  qrDevicesAnswerSchema,
  qrSignOutAnswerSchema,
  type PartnerLinkRequest,
  type PromotionJoinRequest,
  type StatsPeriod,
} from '@/server/upstream/schemas/office-programmes';

/**
 * docs/upstream-contract.md "Programmes API": the player's promotions, the partner programme and
 * the QR sign-in of another device. Each call needs the player's token.
 */
export const programmesApi = {
  promotions: async (upstream: KyInstance, lang: string) =>
    (
      await requestJson(
        () => upstream.get('office-api/v1/promotions', { searchParams: { lang } }),
        playerPromotionsAnswerSchema,
        'player promotions',
      )
    ).data,

  joinPromotion: async (upstream: KyInstance, request: PromotionJoinRequest, lang: string) =>
    (
      await requestJson(
        () =>
          upstream.post('office-api/v1/promotions/participations', {
            json: request,
            searchParams: { lang },
          }),
        promotionJoinAnswerSchema,
        'promotion join',
      )
    ).data,

  partner: async (upstream: KyInstance) =>
    (await requestJson(() => upstream.get('office-api/v1/partner'), partnerAnswerSchema, 'partner'))
      .data,

  addPartnerLink: async (upstream: KyInstance, request: PartnerLinkRequest) =>
    (
      await requestJson(
        () => upstream.post('office-api/v1/partner/links', { json: request }),
        partnerLinkAnswerSchema,
        'partner link',
      )
    ).data,

  partnerStats: async (upstream: KyInstance, period: StatsPeriod) =>
    (
      await requestJson(
        () => upstream.get('office-api/v1/partner/stats', { searchParams: { period } }),
        partnerStatsAnswerSchema,
        'partner statistics',
      )
    ).data,

  /** The code still valid, else a new one. */
  qrCode: async (upstream: KyInstance) =>
    (
      await requestJson(
        () => upstream.get('office-api/v1/qr-auth/code'),
        qrCodeAnswerSchema,
        'QR code',
      )
    ).data,

  newQrCode: async (upstream: KyInstance) =>
    (
      await requestJson(
        () => upstream.post('office-api/v1/qr-auth/code', { json: {} }),
        qrCodeAnswerSchema,
        'new QR code',
      )
    ).data,

  qrDevices: async (upstream: KyInstance) =>
    (
      await requestJson(
        () => upstream.get('office-api/v1/qr-auth/devices'),
        qrDevicesAnswerSchema,
        'QR devices',
      )
    ).data,

  signOutQrDevice: async (upstream: KyInstance, deviceId: number) =>
    (
      await requestJson(
        () => upstream.delete(`office-api/v1/qr-auth/devices/${deviceId}`),
        qrSignOutAnswerSchema,
        'QR device sign-out',
      )
    ).data,
};
