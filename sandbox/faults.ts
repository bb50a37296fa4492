/**
 * Injected failures: the next `times` requests under a path prefix (and of one method, when
 * given) fail the way the fault's mode says instead of answering normally, so callers' retries,
 * timeouts and their "no site config" and "did my bet go through" paths can be exercised:
 * - `status`: answer a chosen status after an optional delay; status 0 drops the connection;
 * - `hang`: answer nothing until the caller gives up, dropping the connection after at most
 *   MAX_FAULT_DELAY_MS;
 * - `late`: do the real work (state changes, e.g. a coupon is placed), answer it after `delayMs`;
 * - `badJson`: answer 200 with a body that is not JSON, without doing the work;
 * - `wrongShape`: answer 200 with JSON of no contract shape, without doing the work.
 * Faults live in memory only; a restart, a reset or clearing them forgets them and lets go of the
 * requests they still hold.
 */
import { z } from 'zod';
import type { HttpMethod } from './http';

export const MAX_FAULT_DELAY_MS = 60_000;

export const FAULT_MODES = ['status', 'hang', 'late', 'badJson', 'wrongShape'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const satisfies HttpMethod[];

const delayMsSchema = z.number().int().min(0).max(MAX_FAULT_DELAY_MS);

const faultTarget = {
  pathPrefix: z.string().startsWith('/'),
  method: z.enum(HTTP_METHODS).optional(),
  times: z.number().int().min(1).max(1000),
};

const faultModeSchema = z.discriminatedUnion('mode', [
  z
    .object({
      mode: z.literal('status'),
      ...faultTarget,
      status: z.union([z.literal(0), z.number().int().min(400).max(599)]),
      delayMs: delayMsSchema.optional(),
    })
    .strict(),
  z.object({ mode: z.literal('hang'), ...faultTarget }).strict(),
  z.object({ mode: z.literal('late'), ...faultTarget, delayMs: delayMsSchema.min(1) }).strict(),
  z
    .object({ mode: z.literal('badJson'), ...faultTarget, delayMs: delayMsSchema.optional() })
    .strict(),
  z
    .object({ mode: z.literal('wrongShape'), ...faultTarget, delayMs: delayMsSchema.optional() })
    .strict(),
]);

/** A body without `mode` is a status fault, as before modes existed. */
export const faultInputSchema = z.preprocess(
  (input) =>
    typeof input === 'object' && input !== null && !Array.isArray(input) && !('mode' in input)
      ? { ...input, mode: 'status' }
      : input,
  faultModeSchema,
);
export type FaultInput = z.infer<typeof faultInputSchema>;

/** The answer of a badJson fault: JSON cut short. */
export const BAD_JSON_BODY = '{"data": [';
/** The answer of a wrongShape fault: valid JSON that no contract answer has. */
export const WRONG_SHAPE_BODY = { unexpected: true };

export interface Fault {
  mode: FaultMode;
  pathPrefix: string;
  /** null: every method. */
  method: HttpMethod | null;
  /** The status answered; null where the fault answers none of its own (hang, late). */
  status: number | null;
  remaining: number;
  /** The wait before answering; for hang, the longest it holds the request. */
  delayMs: number;
}

function statusOf(input: FaultInput): number | null {
  switch (input.mode) {
    case 'status':
      return input.status;
    case 'badJson':
    case 'wrongShape':
      return 200;
    case 'hang':
    case 'late':
      return null;
  }
}

function delayOf(input: FaultInput): number {
  if (input.mode === 'hang') return MAX_FAULT_DELAY_MS;
  return input.delayMs ?? 0;
}

export class FaultList {
  private faults: Fault[] = [];
  private release = new AbortController();

  add(input: FaultInput): Fault {
    const fault: Fault = {
      mode: input.mode,
      pathPrefix: input.pathPrefix,
      method: input.method ?? null,
      status: statusOf(input),
      remaining: input.times,
      delayMs: delayOf(input),
    };
    this.faults.push(fault);
    return { ...fault };
  }

  /** The first armed fault for this request, used up by one; undefined when none applies. */
  take(method: string, pathname: string): Fault | undefined {
    const fault = this.faults.find(
      (candidate) =>
        candidate.remaining > 0 &&
        pathname.startsWith(candidate.pathPrefix) &&
        (candidate.method === null || candidate.method === method),
    );
    if (fault === undefined) return undefined;
    fault.remaining -= 1;
    const taken = { ...fault };
    this.faults = this.faults.filter((candidate) => candidate.remaining > 0);
    return taken;
  }

  /** Aborted when the faults are cleared: the requests faults still hold are let go then. */
  get released(): AbortSignal {
    return this.release.signal;
  }

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  clear(): void {
    this.faults = [];
    this.release.abort();
    this.release = new AbortController();
  }
}
