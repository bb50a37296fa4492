import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import {
  checkAnalyticsEvent,
  MAX_EVENTS_PER_BATCH,
  type AnalyticsEvent,
} from '@/features/analytics';
import { loadAnalyticsConfig } from '@/server/analytics/analytics-config';
import {
  ANALYTICS_LIMITS,
  ANALYTICS_MAX_BODY_BYTES,
  collectorApi,
} from '@/server/analytics/collector-api';
import { apiError, handler } from '@/server/bff/handler';
import { clientIp, hit } from '@/server/bff/rate-limit';
import { log } from '@/server/log';
import { UpstreamError } from '@/server/upstream/errors';

export const dynamic = 'force-dynamic';

/** The batch as a whole; each event is checked against the registry in the handler. */
const batchSchema = z.strictObject({
  events: z.array(z.unknown()).min(1).max(MAX_EVENTS_PER_BATCH),
});

const accepted = (count: number) =>
  NextResponse.json({ data: { accepted: count } }, { status: 202 });

const collect = handler(
  {
    auth: 'optional',
    body: batchSchema,
    maxBodyBytes: ANALYTICS_MAX_BODY_BYTES,
    // Measurements change nothing on the site: refusing them while it is closed would only lose
    // them and put errors in the visitor's console.
    evenWhenClosed: true,
  },
  async ({ body, user, identity }) => {
    const events: AnalyticsEvent[] = [];
    const problems: { pointer: string; reason: string }[] = [];
    body.events.forEach((value, index) => {
      const checked = checkAnalyticsEvent(value);
      if (checked.ok) events.push(checked.event);
      else {
        for (const problem of checked.problems) {
          problems.push({ pointer: `/events/${index}${problem.pointer}`, reason: problem.reason });
        }
      }
    });
    if (problems.length > 0) {
      // spec 02 §5 "Unknown … values are logged as errors by analytics". The reasons name the
      // field and the rule, never the event's values.
      log.error('analytics: events refused', {
        refused: problems.length,
        reasons: problems.slice(0, 10).map((p) => `${p.pointer}: ${p.reason.slice(0, 200)}`),
      });
      return apiError(
        400,
        problems.map((p) => ({
          code: 'invalid',
          title: `${p.pointer.slice(1).replaceAll('/', '.')}: ${p.reason}`,
          source: { pointer: p.pointer },
        })),
      );
    }
    const [first] = events;
    const config = await loadAnalyticsConfig(first?.lang ?? 'en', identity);
    if (!config.collectorEnabled) return accepted(0);
    const receivedAt = new Date().toISOString();
    try {
      const count = await collectorApi.send(
        identity.origin,
        // The player is the session's: an id the browser claims is not trusted.
        events.map((event) => ({ ...event, userId: user?.userId ?? null, receivedAt })),
      );
      return accepted(count);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      // Measurements are best effort: a collector outage is ours to see, not the visitor's.
      log.error('analytics: collector did not take the events', { error, events: events.length });
      return accepted(0);
    }
  },
);

// POST /api/analytics/events – a batch of up to 50 analytics events (spec 02 §4, §7) for the
// collector; limited per client address before anything else is read.
export async function POST(request: NextRequest): Promise<NextResponse> {
  // A load guard, not an account's: with the shared counters down each instance counts alone.
  const { allowed, retryAfterS } = await hit(
    `analytics:ip:${clientIp(request.headers)}`,
    ANALYTICS_LIMITS.perIp,
    { whenUnavailable: 'local' },
  );
  if (!allowed) {
    return apiError(
      429,
      [{ code: 'too_many_requests', title: 'Too many analytics batches. Please slow down.' }],
      { 'retry-after': String(retryAfterS) },
    );
  }
  return collect(request);
}
