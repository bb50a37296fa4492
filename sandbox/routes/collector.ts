/**
 * The analytics collector (spec 02 §7 "a collector with numeric event ids"; path ours,
 * docs/upstream-contract.md "Collector API"): takes batches of events, each with its numeric id,
 * name, time, page, language, player and fields, and keeps them in memory, newest last. It knows
 * the envelope, not the site's event names: those are the site's to define. The control API
 * lists and forgets what it kept.
 */
import { z } from 'zod';
import { json, parseBody, parseQuery } from '../http';
import type { Router } from '../router';
import type { SandboxState } from '../state';

export const COLLECTOR_PATH = '/collector-api/v1/events';
export const COLLECTOR_CONTROL_PATH = '/__sandbox/collector';

/** Events in one batch, and events kept (the oldest go first). */
export const COLLECTOR_MAX_BATCH = 50;
const MAX_KEPT = 5000;

const fieldValueSchema = z.union([z.string().max(256), z.number(), z.boolean(), z.null()]);

const collectedEventSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'a lowercase event name'),
  ts: z.number().int().positive(),
  // A page's path, never its query: raw, or written into the path encoded (`%3F`, `%23`, and
  // those encoded again), it may carry tokens and codes a collector must not keep.
  path: z
    .string()
    .startsWith('/')
    .max(256)
    .regex(/^[^?#]*$/, 'a path without query or fragment')
    .refine(
      (path) => !/%(?:25)*(?:3f|23)/i.test(path),
      'a path without an encoded query or fragment (%3F, %23)',
    ),
  lang: z.string().regex(/^[a-z]{2}$/, 'two lowercase letters'),
  userId: z.number().int().positive().nullable(),
  fields: z
    .record(z.string().max(64), fieldValueSchema)
    .refine((fields) => Object.keys(fields).length <= 32, 'at most 32 fields'),
  receivedAt: z.iso.datetime({ offset: true }),
});

const batchSchema = z.strictObject({
  events: z.array(collectedEventSchema).min(1).max(COLLECTOR_MAX_BATCH),
});

const listQuerySchema = z.strictObject({
  name: z.string().max(64).optional(),
});

export interface CollectedEvent extends z.infer<typeof collectedEventSchema> {
  /** When the collector stored it (the sandbox clock, ISO). */
  collectedAt: string;
}

export function registerCollectorRoutes(router: Router, state: SandboxState): void {
  let collected: CollectedEvent[] = [];

  router.on('POST', COLLECTOR_PATH, (ctx) => {
    const { events } = parseBody(ctx, batchSchema);
    const collectedAt = new Date(state.now()).toISOString();
    collected.push(...events.map((event) => ({ ...event, collectedAt })));
    if (collected.length > MAX_KEPT) collected = collected.slice(-MAX_KEPT);
    return json({ data: { accepted: events.length } }, 202);
  });

  router.on('GET', COLLECTOR_CONTROL_PATH, (ctx) => {
    const { name } = parseQuery(ctx, listQuerySchema);
    return json({ data: name ? collected.filter((event) => event.name === name) : collected });
  });

  router.on('DELETE', COLLECTOR_CONTROL_PATH, () => {
    collected = [];
    return json({ ok: true });
  });
}
