import 'server-only';
import type { NextRequest } from 'next/server';
import { apiError } from '@/server/bff/handler';
import { clientIp } from '@/server/bff/rate-limit';
import { identityFromHeaders } from '@/server/config/site-config';
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
/** How long a reconnecting browser waits (the SSE `retry` field). */
const RETRY_MS = 2_000;

const openStreams = new Map<string, number>();

function invalid(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  return apiError(
    400,
    error.issues.map((issue) => {
      const parameter = issue.path.map(String).join('.') || 'request';
      return { code: 'invalid', title: `${parameter}: ${issue.message}`, source: { parameter } };
    }),
  );
}

function tooManyTopics() {
  return apiError(
    503,
    [{ code: 'live_busy', title: 'Live updates are busy. Please try again in a minute.' }],
    { 'retry-after': '30' },
  );
}

function parse(request: NextRequest) {
  return liveQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
}

/**
 * GET /api/live/stream?lng=en&t=list:0,game:12 – server-sent events: per topic its snapshot (or
 * the patches after the `Last-Event-ID` / `since` cursor), then every change, a heartbeat comment
 * every 15 s. Public and alike for everybody (no session is read), so any instance serves it.
 */
export async function liveStream(request: NextRequest): Promise<Response> {
  const query = parse(request);
  if (!query.success) return invalid(query.error);
  const { lng, t: topics } = query.data;
  const hub = liveHub();
  if (hub.stats().topics + topics.length > MAX_HUB_TOPICS) return tooManyTopics();
  const address = clientIp(request.headers);
  const open = openStreams.get(address) ?? 0;
  if (open >= streamsPerAddress()) {
    return apiError(
      429,
      [{ code: 'too_many_streams', title: 'Too many live streams from this address' }],
      { 'retry-after': '30' },
    );
  }
  openStreams.set(address, open + 1);

  const { origin } = identityFromHeaders(request.headers);
  const since = parseCursor(topics, request.headers.get('last-event-id') ?? query.data.since);
  const versions = new Map<string, number>(since);
  const encoder = new TextEncoder();
  const stops: (() => void)[] = [];
  let closed = false;
  let controller!: ReadableStreamDefaultController<Uint8Array>;

  const finish = () => {
    if (closed) return;
    closed = true;
    for (const stop of stops) stop();
    const left = (openStreams.get(address) ?? 1) - 1;
    if (left > 0) openStreams.set(address, left);
    else openStreams.delete(address);
  };
  const write = (text: string) => {
    if (closed) return;
    // A reader this far behind is dropped: its browser reconnects and catches up from its cursor.
    if ((controller.desiredSize ?? 0) <= 0) {
      finish();
      controller.close();
      return;
    }
    controller.enqueue(encoder.encode(text));
  };
  const send = (event: LiveEvent, json: string) => {
    versions.set(event.topic, event.version);
    write(`id: ${formatCursor(topics, versions)}\nevent: live\ndata: ${json}\n\n`);
  };

  const body = new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
        controller.enqueue(encoder.encode(`retry: ${RETRY_MS}\n\n`));
        for (const topic of topics) {
          stops.push(hub.subscribe(liveSource(origin, lng, topic), send, since.get(topic)));
        }
        const heartbeat = setInterval(() => write(': \n\n'), HEARTBEAT_MS);
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
  const query = parse(request);
  if (!query.success) return invalid(query.error);
  const { lng, t: topics } = query.data;
  const hub = liveHub();
  if (hub.stats().topics + topics.length > MAX_HUB_TOPICS) return tooManyTopics();
  const { origin } = identityFromHeaders(request.headers);
  const since = parseCursor(topics, query.data.since);
  const versions = new Map<string, number>(since);
  const lists = await Promise.all(
    topics.map((topic: LiveTopic) =>
      hub.changes(liveSource(origin, lng, topic), since.get(topic), FIRST_STATE_WAIT_MS),
    ),
  );
  const events = lists.flat();
  for (const event of events) versions.set(event.topic, event.version);
  return Response.json(
    { data: { cursor: formatCursor(topics, versions), events } },
    { headers: { 'cache-control': 'no-store' } },
  );
}
