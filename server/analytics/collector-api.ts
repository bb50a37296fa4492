import 'server-only';
import { z } from 'zod';
import type { AnalyticsEvent } from '@/features/analytics';
import type { RateLimit } from '@/server/bff/rate-limit';
import { requestJson, upstreamClient } from '@/server/upstream/client';

/** docs/upstream-contract.md "Collector API" (spec 02 §7 "a collector with numeric event ids"). */
export const COLLECTOR_UPSTREAM_PATH = 'collector-api/v1/events';

/**
 * Batches per client address (docs/bff-api.md "Rate limits"). A page sends one batch per 10 s
 * and one as it is left; many visitors may share one address (a carrier's NAT): generous.
 */
export const ANALYTICS_LIMITS = {
  perIp: { max: 120, windowMs: 60_000 },
} as const satisfies Record<string, RateLimit>;

/** 50 events of at most a few hundred bytes each fit well within it (docs/bff-api.md). */
export const ANALYTICS_MAX_BODY_BYTES = 32 * 1024;

/** One event as the collector takes it: the browser's, the player from the session, our time. */
export interface CollectorEvent extends AnalyticsEvent {
  userId: number | null;
  /** When the BFF received it (ISO): the browser's own clock may be wrong. */
  receivedAt: string;
}

const collectorAnswerSchema = z.object({
  data: z.object({ accepted: z.number().int().nonnegative() }),
});

export const collectorApi = {
  /** Hands a batch to the collector; answers how many events it took. */
  send: async (origin: string, events: readonly CollectorEvent[]) =>
    (
      await requestJson(
        // No request signal: the browser's beacon may be gone before the collector answers, and
        // what it delivered is still worth keeping.
        () => upstreamClient({ origin }).post(COLLECTOR_UPSTREAM_PATH, { json: { events } }),
        collectorAnswerSchema,
        'collector events',
      )
    ).data.accepted,
};
