/**
 * Injected failures: the next `times` requests under a path prefix answer with a chosen status
 * (after an optional delay) instead of the normal answer, so callers' retries and their
 * "no site config" path can be exercised. Status 0 drops the connection without an answer.
 * Faults live in memory only; a restart or a reset forgets them.
 */
import { z } from 'zod';

export const MAX_FAULT_DELAY_MS = 60_000;

export const faultInputSchema = z
  .object({
    pathPrefix: z.string().startsWith('/'),
    status: z.union([z.literal(0), z.number().int().min(400).max(599)]),
    times: z.number().int().min(1).max(1000),
    delayMs: z.number().int().min(0).max(MAX_FAULT_DELAY_MS).optional(),
  })
  .strict();
export type FaultInput = z.infer<typeof faultInputSchema>;

export interface Fault {
  pathPrefix: string;
  status: number;
  remaining: number;
  delayMs: number;
}

export class FaultList {
  private faults: Fault[] = [];

  add(input: FaultInput): Fault {
    const fault: Fault = {
      pathPrefix: input.pathPrefix,
      status: input.status,
      remaining: input.times,
      delayMs: input.delayMs ?? 0,
    };
    this.faults.push(fault);
    return { ...fault };
  }

  /** The first armed fault for this path, used up by one; undefined when none applies. */
  take(pathname: string): Fault | undefined {
    const fault = this.faults.find(
      (candidate) => candidate.remaining > 0 && pathname.startsWith(candidate.pathPrefix),
    );
    if (fault === undefined) return undefined;
    fault.remaining -= 1;
    const taken = { ...fault };
    this.faults = this.faults.filter((candidate) => candidate.remaining > 0);
    return taken;
  }

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  clear(): void {
    this.faults = [];
  }
}
