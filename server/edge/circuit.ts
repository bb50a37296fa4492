/**
 * A circuit breaker per upstream service, edge-safe. After a failure the service is left alone
 * for `openMs`: calls fail at once instead of each waiting for a timeout, so an upstream that
 * hangs costs one budget, not one per page view. The first success closes it again. Only an
 * outage opens it (no answer, a timeout, a 5xx or 429): a 4xx or an odd answer to one request
 * says nothing of the service, and must not let one visitor (a forged Host, say) close the
 * service for everybody.
 */
export class CircuitOpenError extends Error {
  constructor(service: string) {
    super(`${service}: not asked (failed recently)`);
    this.name = 'CircuitOpenError';
  }
}

/** An upstream's HTTP answer that was not a success, with its status. */
export class UpstreamStatusError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`${url} answered ${status}`);
    this.name = 'UpstreamStatusError';
  }
}

/** Whether an error says the service is down (as opposed to refusing this one request). */
export function isOutage(error: unknown): boolean {
  if (error instanceof UpstreamStatusError) return error.status >= 500 || error.status === 429;
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error as { status: unknown };
    if (typeof status === 'number') return status >= 500 || status === 429;
  }
  // A zod error is an odd answer, not an outage; anything else (a network error, a timeout).
  return !(error instanceof Error && error.name === 'ZodError');
}

export class Circuit {
  private openUntil = 0;

  constructor(
    private readonly service: string,
    private readonly options: {
      openMs: number;
      now?: () => number;
      /** Which failures open the circuit (default: outages, see isOutage). */
      opensOn?: (error: unknown) => boolean;
    },
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  isOpen(): boolean {
    return this.now() < this.openUntil;
  }

  async run<T>(call: () => Promise<T>): Promise<T> {
    if (this.isOpen()) throw new CircuitOpenError(this.service);
    try {
      const value = await call();
      this.openUntil = 0;
      return value;
    } catch (error) {
      if ((this.options.opensOn ?? isOutage)(error)) {
        this.openUntil = this.now() + this.options.openMs;
      }
      throw error;
    }
  }

  reset(): void {
    this.openUntil = 0;
  }
}
