/** Server-render throughput as issue 13 measures it: autocannon, 20 connections, 8 s, warmed. */
import autocannon from 'autocannon';

export const CONNECTIONS = 20;
export const DURATION_S = 8;
/** Every connection renders the page at least twice before the figures count. */
export const WARMUP_REQUESTS = CONNECTIONS * 2;

export interface Load {
  reqPerS: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx, errors and timeouts: a figure with any of these is not a render. */
  failures: number;
  /** Set when fewer than CONNECTIONS requests ended within DURATION_S: measured over more. */
  requests?: number;
}

/**
 * `cookie`, when given, is asked for each request's Cookie header: a crowd of visitors, each
 * carrying cookies of its own.
 */
export async function measureLoad(url: string, cookie?: () => string): Promise<Load> {
  const requests = cookie
    ? [
        {
          setupRequest: (request: { headers?: Record<string, string> }) => ({
            ...request,
            headers: { ...request.headers, cookie: cookie() },
          }),
        },
      ]
    : undefined;
  const options = { url, connections: CONNECTIONS, timeout: 60, ...(requests ? { requests } : {}) };
  await autocannon({ ...options, amount: WARMUP_REQUESTS });
  let result = await autocannon({ ...options, duration: DURATION_S });
  // A page slower than DURATION_S under this load ends no request in the window: it is
  // measured over WARMUP_REQUESTS requests instead, however long they take.
  const slow = result.requests.total < CONNECTIONS;
  if (slow) result = await autocannon({ ...options, amount: WARMUP_REQUESTS });
  return {
    reqPerS: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    ...(slow ? { requests: result.requests.total } : {}),
  };
}
