/**
 * The office's programme calls (spec 01 §1 office list: promotion, partner, qr-auth; paths ours,
 * docs/upstream-contract.md "Programmes API") for the signed-in player; the operator app's QR
 * sign-in; and the control API through which tests play the phone that scans a code and move a
 * promotion's participation into the past.
 */
import { z } from 'zod';
import { loginAnswerSchema } from '@contract/auth';
import {
  MAX_PARTNER_LINKS,
  partnerAnswerSchema,
  partnerLinkAnswerSchema,
  partnerLinkRequestSchema,
  partnerStatsAnswerSchema,
  playerPromotionsAnswerSchema,
  promotionJoinAnswerSchema,
  promotionJoinRequestSchema,
  qrCodeAnswerSchema,
  qrDevicesAnswerSchema,
  qrScanRequestSchema,
  qrSignOutAnswerSchema,
  statsQuerySchema,
} from '@contract/office-programmes';
import { cmsQuerySchema } from '@contract/cms';
import { randomKey } from '../auth-crypto';
import { controlUserId, issueAuthorized, refreshKeyHash, sessionUserId } from '../auth-session';
import { cmsLangOf } from '../cms-content';
import type { RequestContext } from '../http';
import { json, parseBody, parseQuery, pathIdSchema, pathParam, SandboxHttpError } from '../http';
import {
  joinablePromotion,
  linkTotals,
  PARTNER_COMMISSION_PERCENT,
  participationEnd,
  participationView,
  partnerRef,
  partnerStats,
  promotionOffers,
} from '../office-programmes';
import type { PartnerLinkRecord } from '../office-programmes-store';
import type { Router } from '../router';
import type { SandboxState } from '../state';

const DAY_MS = 86_400_000;
/** A QR sign-in code is taken for two minutes. */
export const QR_CODE_TTL_SECONDS = 120;
/** What the code carries: the operator app's sign-in address (the app opens it when scanned). */
const QR_APP_ADDRESS = 'https://app.betarena.example/qr-sign-in?token=';

const scanInputSchema = z
  .object({ device: z.string().trim().min(1).max(80).default('Phone') })
  .strict();
const shiftInputSchema = z.object({ days: z.number().int().min(1).max(3650) }).strict();

export function registerOfficeProgrammesRoutes(router: Router, state: SandboxState): void {
  const { store } = state;
  const programmes = store.officeProgrammes;

  const sessionPlayerId = (ctx: RequestContext) => sessionUserId(ctx, state);
  const userIdOf = (ctx: RequestContext) => controlUserId(ctx, state);

  /* ---------- promotions ---------- */

  router.on('GET', '/office-api/v1/promotions', (ctx) => {
    const userId = sessionPlayerId(ctx);
    const lang = cmsLangOf(parseQuery(ctx, cmsQuerySchema).lang);
    const now = state.now();
    const data = store.transaction(() => {
      const records = programmes.participations(userId);
      const joined = records.flatMap((r) => participationView(store, r, lang, now) ?? []);
      const ids = new Set(records.map((r) => r.promotionId));
      return { available: promotionOffers(ids, lang, now), joined };
    });
    return json(playerPromotionsAnswerSchema.parse({ data }));
  });

  // Takes part in a running promotion: its task counts from now.
  router.on('POST', '/office-api/v1/promotions/participations', (ctx) => {
    const userId = sessionPlayerId(ctx);
    const lang = cmsLangOf(parseQuery(ctx, cmsQuerySchema).lang);
    const { promotionId } = parseBody(ctx, promotionJoinRequestSchema);
    const now = state.now();
    const view = store.transaction(() => {
      const found = joinablePromotion(promotionId, now);
      if (!found) {
        throw SandboxHttpError.coded(404, 'promotion_not_found', 'This promotion is not running', {
          detail: `promotionId: no running promotion ${promotionId} with a task`,
          source: { pointer: '/promotionId' },
        });
      }
      if (programmes.findParticipation(userId, promotionId)) {
        throw SandboxHttpError.coded(409, 'already_joined', 'You already take part', {
          detail: `promotionId: the player joined promotion ${promotionId} before`,
        });
      }
      const record = {
        userId,
        promotionId,
        joinedAt: now,
        endsAt: participationEnd(found.definition, found.rule, now),
        completedAt: null,
      };
      programmes.insertParticipation(record);
      return participationView(store, record, lang, now);
    });
    return json(promotionJoinAnswerSchema.parse({ data: view }), 201);
  });

  /* ---------- partner programme ---------- */

  /** The player's links, the main one (no sub-id) made on first sight. */
  function partnerLinks(userId: number, now: number): PartnerLinkRecord[] {
    const links = programmes.partnerLinks(userId);
    if (links.some((link) => link.subId === null)) return links;
    programmes.insertPartnerLink(userId, null, now);
    return programmes.partnerLinks(userId);
  }

  const currencyOf = (userId: number) => store.auth.findUserById(userId)?.currency ?? 'RUB';

  router.on('GET', '/office-api/v1/partner', (ctx) => {
    const userId = sessionPlayerId(ctx);
    const now = state.now();
    const links = store.transaction(() => partnerLinks(userId, now));
    return json(
      partnerAnswerSchema.parse({
        data: {
          ref: partnerRef(userId),
          commissionPercent: PARTNER_COMMISSION_PERCENT,
          currency: currencyOf(userId),
          links: links.map((link) => ({
            id: link.id,
            subId: link.subId,
            createdAt: new Date(link.createdAt).toISOString(),
            ...linkTotals(link, now),
          })),
        },
      }),
    );
  });

  router.on('POST', '/office-api/v1/partner/links', (ctx) => {
    const userId = sessionPlayerId(ctx);
    const { subId } = parseBody(ctx, partnerLinkRequestSchema);
    const now = state.now();
    const link = store.transaction(() => {
      const links = partnerLinks(userId, now);
      if (links.length > MAX_PARTNER_LINKS) {
        throw SandboxHttpError.coded(409, 'too_many_links', 'You have the most links allowed', {
          detail: `at most ${MAX_PARTNER_LINKS} links with a sub-id`,
        });
      }
      const made = programmes.insertPartnerLink(userId, subId, now);
      if (!made) {
        throw SandboxHttpError.coded(
          409,
          'sub_id_taken',
          'You already have a link with this sub-id',
          {
            detail: 'subId: a link with this sub-id exists',
          },
        );
      }
      return made;
    });
    return json(
      partnerLinkAnswerSchema.parse({
        data: {
          id: link.id,
          subId: link.subId,
          createdAt: new Date(link.createdAt).toISOString(),
          ...linkTotals(link, now),
        },
      }),
      201,
    );
  });

  router.on('GET', '/office-api/v1/partner/stats', (ctx) => {
    const userId = sessionPlayerId(ctx);
    const { period } = parseQuery(ctx, statsQuerySchema);
    const now = state.now();
    const links = store.transaction(() => partnerLinks(userId, now));
    return json(
      partnerStatsAnswerSchema.parse({
        data: partnerStats(links, period, currencyOf(userId), now),
      }),
    );
  });

  /* ---------- QR sign-in ---------- */

  function issueQrCode(userId: number, now: number) {
    const token = randomKey(24);
    const expiresAt = now + QR_CODE_TTL_SECONDS * 1000;
    programmes.putQrCode(userId, token, expiresAt);
    return { token, expiresAt };
  }

  const qrAnswer = (code: { token: string; expiresAt: number }) =>
    json(
      qrCodeAnswerSchema.parse({
        data: {
          payload: `${QR_APP_ADDRESS}${code.token}`,
          expiresAt: new Date(code.expiresAt).toISOString(),
          ttlSeconds: QR_CODE_TTL_SECONDS,
        },
      }),
    );

  // The code still valid, else a new one.
  router.on('GET', '/office-api/v1/qr-auth/code', (ctx) => {
    const userId = sessionPlayerId(ctx);
    const now = state.now();
    const code = store.transaction(() => {
      const current = programmes.findQrCode(userId);
      return current && current.expiresAt > now ? current : issueQrCode(userId, now);
    });
    return qrAnswer(code);
  });

  // A new code; the one before is no longer taken.
  router.on('POST', '/office-api/v1/qr-auth/code', (ctx) => {
    const userId = sessionPlayerId(ctx);
    return qrAnswer(store.transaction(() => issueQrCode(userId, state.now())));
  });

  router.on('GET', '/office-api/v1/qr-auth/devices', (ctx) => {
    const userId = sessionPlayerId(ctx);
    const devices = programmes.activeQrDevices(userId).map((device) => ({
      id: device.id,
      name: device.name,
      signedInAt: new Date(device.signedInAt).toISOString(),
    }));
    return json(qrDevicesAnswerSchema.parse({ data: devices }));
  });

  // Signs the device out: its session ends.
  router.on('DELETE', '/office-api/v1/qr-auth/devices/:deviceId', (ctx) => {
    const userId = sessionPlayerId(ctx);
    const deviceId = pathParam(ctx, 'deviceId', pathIdSchema);
    const device = programmes.activeQrDevices(userId).find((d) => d.id === deviceId);
    if (!device) {
      throw SandboxHttpError.coded(404, 'device_not_found', 'This device is not signed in', {
        detail: `deviceId: no device ${deviceId} signed in by QR`,
        source: { parameter: 'deviceId' },
      });
    }
    store.auth.revokeLogin(device.loginId, state.now());
    return json(qrSignOutAnswerSchema.parse({ data: { id: device.id } }));
  });

  /** The app's sign-in with a scanned code: one use, within its two minutes. */
  function signInByQr(token: string, device: string) {
    const now = state.now();
    return store.transaction(() => {
      const userId = programmes.takeQrCode(token, now);
      if (userId === undefined) {
        throw SandboxHttpError.coded(400, 'qr_code_invalid', 'The code has expired or was used', {
          detail: 'token: no valid sign-in code',
          source: { pointer: '/token' },
        });
      }
      const authorized = issueAuthorized(state, userId, true);
      // The login just made holds this refresh key.
      const login = store.auth.findActiveLoginByKeyHash(refreshKeyHash(authorized.refreshKey));
      if (login) programmes.insertQrDevice(userId, login.id, device, now);
      return authorized;
    });
  }

  router.on('POST', '/auth-api/v1/qr-auth/sign-in', (ctx) => {
    const { token, device } = parseBody(ctx, qrScanRequestSchema);
    return json(loginAnswerSchema.parse({ data: signInByQr(token, device) }));
  });

  /* ---------- control API ---------- */

  // The phone scans the code the player's office shows now.
  router.on('POST', '/__sandbox/users/:id/qr-auth/scan', (ctx) => {
    const userId = userIdOf(ctx);
    const { device } = parseBody(ctx, scanInputSchema);
    const code = programmes.findQrCode(userId);
    if (!code) {
      throw SandboxHttpError.coded(409, 'qr_code_invalid', 'The player shows no code');
    }
    const authorized = signInByQr(code.token, device);
    return json({ data: { userId: authorized.userId } }, 201);
  });

  // Moves a participation `days` into the past (its task's time may run out).
  router.on('POST', '/__sandbox/users/:id/promotions/:promotionId/shift', (ctx) => {
    const userId = userIdOf(ctx);
    const promotionId = pathParam(ctx, 'promotionId', pathIdSchema);
    const { days } = parseBody(ctx, shiftInputSchema);
    if (!programmes.shiftParticipation(userId, promotionId, days * DAY_MS)) {
      throw SandboxHttpError.single(404, 'Not found', `no participation in ${promotionId}`);
    }
    return json({ ok: true });
  });
}
