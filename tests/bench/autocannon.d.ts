/** The part of autocannon's programmatic API the bench uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }
  interface Result {
    duration: number;
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Requests to send in all; the run ends after them instead of after `duration`. */
    amount?: number;
    /** Seconds a request may take before it counts as a timeout. */
    timeout?: number;
    headers?: Record<string, string>;
    /** Requests in turn; `setupRequest` may rewrite each before it is sent. */
    requests?: {
      setupRequest?: (request: { headers?: Record<string, string> }) => {
        headers?: Record<string, string>;
      };
    }[];
  }
  function autocannon(options: Options): Promise<Result>;
  export = autocannon;
}
