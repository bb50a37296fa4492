import 'server-only';
import type { NextRequest } from 'next/server';
import { apiError, validationErrors } from '@/server/bff/handler';
import { clientIp, hit, type RateLimit } from '@/server/bff/rate-limit';
import { identityFromHeaders } from '@/server/config/site-config';
import type { LiveHub, LiveSource } from './hub';
import { liveHub, liveSource } from './live-service';
import { liveQuerySchema } from './live-query';
import { formatCursor, parseCursor, type LiveEvent, type LiveTopic } from './wire';

/** Streams one address may hold open on an instance (LIVE_STREAMS_PER_ADDRESS, default 12). */
export function streamsPerAddress(): number {
  const value = Number(process.env.LIVE_STREAMS_PER_ADDRESS ?? 12);
  return Number.isInteger(value) && value > 0 ? value : 12;
}

/** Topics one instance follows at most: more is refused rather than polled. */
const MAX_HUB_TOPICS = 5_000;
/** A comment line this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** What a stream may have queued for a reader that does not read: more, and it is dropped. */
export const MAX_QUEUED_BYTES = 256 * 1024;
const encoder = new TextEncoder();
const HEARTBEAT = encoder.encode(': \n\n');

/** How long a reconnecting browser waits (the SSE `retry` field). */
const RETRY_MS = 2_000;

const openStreams = new Map<string, number>();

/**
 * Views one address may bring to the instances (counted in Redis when it is set): each new one is
 * an upstream poll a second for a while, so made-up game ids or hosts cannot multiply the polls.
 */
export const NEW_TOPICS_LIMIT: RateLimit = { max: 120, windowMs: 60_000 };
/** Fallback calls one address may make: a tab polls once a second. */
export const CHANGES_LIMIT: RateLimit = { max: 240, windowMs: 60_000 };

function tooMany(code: string, title: string, retryAfterS: number) {
  return apiError(429, [{ code, title }], { 'retry-after': String(retryAfterS) });
}

/** Counts the topics this address would make new here; a 429 when over its budget. */
async function newTopicsRefused(
  hub: LiveHub,
  address: string,
  keys: readonly string[],
): Promise<Response | null> {
  for (const key of keys) {
    if (hub.has(key)) continue;
    const { allowed, retryAfterS } = await hit(`live-topics:${address}`, NEW_TOPICS_LIMIT, {
      whenUnavailable: 'local',
    });
    if (!allowed) {
      return tooMany('too_many_topics', 'Too many live views asked for', retryAfterS);
    }
  }
  return null;
}

/** `event: live` and the data line of an event: the same bytes for every stream, made once. */
const encodedEvents = new WeakMap<LiveEvent, Uint8Array>();
function encodedEvent(event: LiveEvent, json: string): Uint8Array {
  let bytes = encodedEvents.get(event);
  if (!bytes) {
    bytes = encoder.encode(`event: live\ndata: ${json}\n\n`);
    encodedEvents.set(event, bytes);
  }
  return bytes;
}

function tooManyTopics() {
  return apiError(
    503,
    [{ code: 'live_busy', title: 'Live updates are busy. Please try again in a minute.' }],
    { 'retry-after': '30' },
  );
}

interface Admitted {
  hub: LiveHub;
  topics: LiveTopic[];
  sources: LiveSource[];
  address: string;
  /** Each topic's version the caller has (`Last-Event-ID`, else `since`). */
  since: Map<LiveTopic, number>;
}

/** A call's query checked, and room on the instance for its topics; else the error answer. */
function admit(request: NextRequest): Admitted | Response {
  const query = liveQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) return apiError(400, validationErrors(query.error, 'parameter'));
  const { lng, t: topics } = query.data;
  const hub = liveHub();
  if (hub.stats().topics + topics.length > MAX_HUB_TOPICS) return tooManyTopics();
  const { origin } = identityFromHeaders(request.headers);
  const cursor = request.headers.get('last-event-id') ?? query.data.since;
  return {
    hub,
    topics,
    sources: topics.map((topic) => liveSource(origin, lng, topic)),
    address: clientIp(request.headers),
    since: parseCursor(topics, cursor),
  };
}

/**
 * GET /api/live/stream?lng=en&t=list:0,game:12 – server-sent events: per topic its snapshot (or
 * the patches after the `Last-Event-ID` / `since` cursor), then every change, a heartbeat comment
 * every 15 s. Public and alike for everybody (no session is read), so any instance serves it.
 */
export async function liveStream(request: NextRequest): Promise<Response> {
  const admitted = admit(request);
  if (admitted instanceof Response) return admitted;
  const { hub, topics, sources, address, since } = admitted;
  const open = openStreams.get(address) ?? 0;
  if (open >= streamsPerAddress()) {
    return tooMany('too_many_streams', 'Too many live streams from this address', 30);
  }
  // Counted before the wait below, so that streams opened together cannot pass the cap together.
  openStreams.set(address, open + 1);
  const release = () => {
    const left = (openStreams.get(address) ?? 1) - 1;
    if (left > 0) openStreams.set(address, left);
    else openStreams.delete(address);
  };
  const refused = await newTopicsRefused(
    hub,
    address,
    sources.map((source) => source.key),
  ).catch((error: unknown) => {
    release();
    throw error;
  });
  if (refused) {
    release();
    return refused;
  }

  const versions = new Map<string, number>(since);
  const stops: (() => void)[] = [];
  let closed = false;
  /** The first events (each topic's snapshot or catch-up) are queued whatever their size. */
  let starting = true;
  let controller!: ReadableStreamDefaultController<Uint8Array>;

  const finish = () => {
    if (closed) return;
    closed = true;
    for (const stop of stops) stop();
    release();
  };
  const write = (...chunks: Uint8Array[]) => {
    if (closed) return;
    // A reader this far behind is dropped: its browser reconnects and catches up from its cursor.
    if (!starting && (controller.desiredSize ?? 0) <= 0) {
      finish();
      controller.close();
      return;
    }
    for (const chunk of chunks) controller.enqueue(chunk);
  };
  const send = (event: LiveEvent, json: string) => {
    versions.set(event.topic, event.version);
    write(encoder.encode(`id: ${formatCursor(topics, versions)}\n`), encodedEvent(event, json));
  };

  const body = new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
        controller.enqueue(encoder.encode(`retry: ${RETRY_MS}\n\n`));
        for (const source of sources) {
          stops.push(hub.subscribe(source, send, since.get(source.topic)));
        }
        starting = false;
        const heartbeat = setInterval(() => write(HEARTBEAT), HEARTBEAT_MS);
        stops.push(() => clearInterval(heartbeat));
        const onAbort = () => {
          finish();
          try {
            controller.close();
          } catch {
            // Closed already.
          }
        };
        request.signal.addEventListener('abort', onAbort, { once: true });
        stops.push(() => request.signal.removeEventListener('abort', onAbort));
      },
      cancel: finish,
    },
    { highWaterMark: MAX_QUEUED_BYTES, size: (chunk) => chunk.byteLength },
  );
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: no compression (which would hold the events back) anywhere on the way.
      'cache-control': 'no-cache, no-store, no-transform',
      'x-accel-buffering': 'no',
    },
  });
}

/** How long a call for a topic new to this instance waits for its first state. */
const FIRST_STATE_WAIT_MS = 3_000;

/**
 * GET /api/live/changes?lng=en&t=list:0&since=<cursor> – the stream's fallback for a browser whose
 * stream cannot open: the same events as JSON, `{ data: { cursor, events } }`, polled about once
 * a second (each call keeps its topics polled for a while).
 */
export async function liveChanges(request: NextRequest): Promise<Response> {
  const admitted = admit(request);
  if (admitted instanceof Response) return admitted;
  const { hub, topics, sources, address, since } = admitted;
  const calls = await hit(`live-changes:${address}`, CHANGES_LIMIT, { whenUnavailable: 'local' });
  if (!calls.allowed) {
    return tooMany('too_many_requests', 'Too many live updates asked for', calls.retryAfterS);
  }
  const refused = await newTopicsRefused(
    hub,
    address,
    sources.map((source) => source.key),
  );
  if (refused) return refused;
  const versions = new Map<string, number>(since);
  const lists = await Promise.all(
    sources.map((source) => hub.changes(source, since.get(source.topic), FIRST_STATE_WAIT_MS)),
  );
  const events = lists.flat();
  for (const event of events) versions.set(event.topic, event.version);
  return Response.json(
    { data: { cursor: formatCursor(topics, versions), events } },
    { headers: { 'cache-control': 'no-store' } },
  );
}
