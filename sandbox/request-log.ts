/** The last requests the sandbox answered, kept in memory so tests can check what was sent. */
import type { IncomingHttpHeaders } from 'node:http';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The parsed JSON body, the raw text when it is not JSON, or null when empty. */
  body: unknown;
  at: string;
}

export const REQUEST_LOG_CAPACITY = 200;

function flattenHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

function readableBody(rawBody: string): unknown {
  if (rawBody === '') return null;
  try {
    return JSON.parse(rawBody) as unknown;
  } catch {
    return rawBody;
  }
}

export class RequestLog {
  private entries: RecordedRequest[] = [];
  /** Every request since the last clear, by pathname: not bounded by the log's capacity. */
  private counts = new Map<string, number>();

  constructor(private readonly capacity = REQUEST_LOG_CAPACITY) {}

  record(method: string, url: URL, headers: IncomingHttpHeaders, rawBody: string): void {
    this.counts.set(url.pathname, (this.counts.get(url.pathname) ?? 0) + 1);
    const query: Record<string, string> = {};
    url.searchParams.forEach((value, key) => {
      query[key] = value;
    });
    this.entries.push({
      method,
      path: url.pathname,
      query,
      headers: flattenHeaders(headers),
      body: readableBody(rawBody),
      at: new Date().toISOString(),
    });
    if (this.entries.length > this.capacity) {
      this.entries = this.entries.slice(this.entries.length - this.capacity);
    }
  }

  /** Oldest first, newest last. */
  list(pathPrefix = ''): RecordedRequest[] {
    return this.entries.filter((entry) => entry.path.startsWith(pathPrefix));
  }

  /** How many requests each pathname under the prefix had since the last clear. */
  counted(pathPrefix = ''): Record<string, number> {
    const out: Record<string, number> = {};
    for (const [path, count] of this.counts) if (path.startsWith(pathPrefix)) out[path] = count;
    return out;
  }

  clear(): void {
    this.entries = [];
    this.counts.clear();
  }
}
