/**
 * A circuit breaker per upstream service, edge-safe. After a failure the service is left alone
 * for `openMs`: calls fail at once instead of each waiting for a timeout, so an upstream that
 * hangs costs one budget, not one per page view. The first success closes it again.
 */
export class CircuitOpenError extends Error {
  constructor(service: string) {
    super(`${service}: not asked (failed recently)`);
    this.name = 'CircuitOpenError';
  }
}

export class Circuit {
  private openUntil = 0;

  constructor(
    private readonly service: string,
    private readonly options: { openMs: number; now?: () => number },
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
      this.openUntil = this.now() + this.options.openMs;
      throw error;
    }
  }

  reset(): void {
    this.openUntil = 0;
  }
}
