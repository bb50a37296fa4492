/**
 * The bench's "live" part (issue 25): what the live stream (GET /api/live/stream, server/live)
 * costs and gives, on one production instance of the build (`node server/http/serve.mjs`, as the
 * instances part starts one) on the bench's sandbox, which does not tick by itself in this run:
 *
 * 1. 5,000 viewers of the live list (`t=list:0`), each a plain `node:http` request of this process
 *    with a socket of its own, parsed line by line here; an outcome changed through the sandbox
 *    three times, and the time from the sandbox's answer to the first patch naming it, per stream;
 * 2. the server's RSS before and with the streams open, its CPU over 60 s while the sandbox plays
 *    a tick every 5 s (and over 15 s with one viewer, the poll alone);
 * 3. the bytes one stream gets in that minute, against the page payload that `router.refresh()`
 *    fetched every 5 s before the stream (`/en/live` with `RSC: 1`);
 * 4. in Chromium, the time from a change in the sandbox to the odds button showing it;
 * 5. the upstream's live-list calls in that minute: one poll a second for the one view, whatever
 *    the number of viewers.
 */
import { readFile } from 'node:fs/promises';
import { request, type ClientRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { gamesAnswerSchema } from '@/server/upstream/schemas/line';
import playwrightConfig from '../../playwright.config';
import { CHROMIUM } from './lighthouse';
import { startProcess, stopProcess, waitForUrl, type Started } from './processes';
import { serverNodeFlags } from '@/server/http/node-flags.mjs';

export const VIEWERS = 5_000;
/** Streams waiting for their snapshot at once while the viewers come in. */
const OPENING_AT_ONCE = 100;
/** The changes of part 1, and how long each waits for every stream. */
const CHANGES = 3;
const CHANGE_WAIT_MS = 6_000;
/** The measured minute (parts 2, 3 and 5), a sandbox tick every TICK_EVERY_MS of it. */
export const WINDOW_S = 60;
export const TICK_EVERY_MS = 5_000;
/** The poll alone: one viewer, ticks as above. */
export const IDLE_WINDOW_S = 15;
/** How long the server is left to settle (collections) before its RSS is read. */
const SETTLE_MS = 5_000;
export const PAGE_CHANGES = 5;
export const LIVE_PAGE = '/en/live/all/football';
export const REFRESH_PAGE = '/en/live';
/** Before the stream, every live page called router.refresh() this often. */
export const REFRESH_EVERY_S = 5;
/** /proc's clock ticks per second (`getconf CLK_TCK`). */
const CLOCK_TICKS = 100;
const LIST_PATH = '/line-api/v1/games';

export interface ChangeFigures {
  /** Streams alive when the change was made. */
  watching: number;
  /** Of those, the ones that got a patch naming the outcome, and within 2 s. */
  updated: number;
  within2s: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface LiveFigures {
  viewers: number;
  /** Streams that answered 200 and gave their snapshot. */
  opened: number;
  openSeconds: number;
  /** The first stream's bytes before its snapshot ended (retry line and snapshot event). */
  snapshotBytes: number;
  /** Why streams that did not open failed, with counts. */
  failures: Record<string, number>;
  changes: ChangeFigures[];
  rssBeforeKb: number;
  rssWithKb: number;
  /** Server CPU seconds over the minute with every viewer, and over IDLE_WINDOW_S with one. */
  cpuSeconds: number;
  idleCpuSeconds: number;
  /** Body bytes per stream over the minute (snapshot excluded): median, least, most. */
  streamBytes: { median: number; min: number; max: number };
  /** Streams still open at the end of the minute. */
  aliveAtEnd: number;
  /** `/en/live` with `RSC: 1`: bytes as sent without and with gzip asked for. */
  rscBytes: number;
  rscWireBytes: number;
  rscEncoding: string;
  /** Upstream live-list calls (`/line-api/v1/games`) over the minute. */
  listCalls: number;
  windowSeconds: number;
  pageTimesMs: number[];
  /** Once the streams have been closed longer than the hub's linger: RSS, and list:0 polls. */
  afterClose: { seconds: number; rssKb: number; listAllCalls: number; overSeconds: number };
}

interface Context {
  root: string;
  sandboxUrl: string;
  port: number;
  env: (extra: Record<string, string>) => NodeJS.ProcessEnv;
}

// ── The server ──────────────────────────────────────────────────────────────────────────────

async function startInstance(ctx: Context): Promise<Started> {
  const site = startProcess(
    `live instance on ${ctx.port}`,
    process.execPath,
    [...serverNodeFlags(), 'server/http/serve.mjs'],
    {
      cwd: ctx.root,
      env: ctx.env({
        PORT: String(ctx.port),
        NODE_ENV: 'production',
        UPSTREAM_URL: ctx.sandboxUrl,
        LIVE_STREAMS_PER_ADDRESS: '20000',
        LIVE_POLL_MS: '1000',
        REVOCATION_FILE: `var/bench/revoked-${ctx.port}.jsonl`,
      }),
    },
  );
  await waitForUrl(`http://127.0.0.1:${ctx.port}/en`, site, 120_000);
  return site;
}

/** The server process's resident memory in kB (VmRSS). */
async function rssKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(match[1]);
}

/** The server process's CPU time so far (user and system), in seconds. */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis, from field 3 (state): utime is 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

// ── The viewers ─────────────────────────────────────────────────────────────────────────────

interface Viewer {
  req: ClientRequest;
  /** Body bytes received so far. */
  bytes: number;
  /** Bytes received when the snapshot event ended. */
  snapshotBytes: number;
  snapshot: boolean;
  closed: boolean;
  failure: string | null;
  /** `"<outcome id>":` while a change is awaited, else null. */
  awaited: string | null;
  /** performance.now() of the first patch naming the awaited outcome. */
  updatedAt: number;
  /** An incomplete line carried to the next chunk. */
  rest: string;
  settle: () => void;
}

/** A `data:` line of an event: its snapshot, or a patch that may name the awaited outcome. */
function onData(viewer: Viewer, data: string) {
  const head = data.slice(0, 60);
  if (head.includes('"kind":"snapshot"')) {
    viewer.snapshot = true;
    viewer.snapshotBytes = viewer.bytes;
    viewer.settle();
    return;
  }
  if (viewer.awaited === null || !head.includes('"kind":"patch"')) return;
  const outcomes = data.indexOf('"outcomes":{');
  if (outcomes >= 0 && data.indexOf(viewer.awaited, outcomes) >= 0) {
    viewer.updatedAt = performance.now();
    viewer.awaited = null;
  }
}

/** Splits the stream into lines (latin1: a byte a character, the searched text is ASCII). */
function onChunk(viewer: Viewer, chunk: Buffer) {
  viewer.bytes += chunk.length;
  const text = viewer.rest + chunk.toString('latin1');
  let start = 0;
  for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
    // Only the part of an event a line ends is counted in snapshotBytes: close enough.
    if (text.startsWith('data: ', start)) onData(viewer, text.slice(start + 6, end));
    start = end + 1;
  }
  viewer.rest = start < text.length ? text.slice(start) : '';
}

/** One viewer: resolves once its snapshot came, or it failed (`failure` says why). */
function openViewer(origin: URL, path: string, timeoutMs: number): Promise<Viewer> {
  return new Promise((resolve) => {
    let settled = false;
    const viewer: Viewer = {
      req: undefined as unknown as ClientRequest,
      bytes: 0,
      snapshotBytes: 0,
      snapshot: false,
      closed: false,
      failure: null,
      awaited: null,
      updatedAt: 0,
      rest: '',
      settle: () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(viewer);
      },
    };
    const fail = (why: string) => {
      viewer.closed = true;
      viewer.failure ??= why;
      viewer.settle();
    };
    const timer = setTimeout(() => {
      fail('no snapshot in time');
      viewer.req.destroy();
    }, timeoutMs);
    viewer.req = request(
      {
        host: origin.hostname,
        port: origin.port,
        path,
        agent: false,
        headers: { accept: 'text/event-stream' },
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          fail(`answered ${res.statusCode}`);
          return;
        }
        res.on('data', (chunk: Buffer) => onChunk(viewer, chunk));
        res.on('end', () => fail('ended'));
        res.on('close', () => fail('closed'));
        res.on('error', (error) => fail(error.message));
      },
    );
    viewer.req.on('error', (error) => fail(error.message));
    viewer.req.end();
  });
}

async function openViewers(origin: URL, path: string, count: number): Promise<Viewer[]> {
  const viewers: Viewer[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      viewers.push(await openViewer(origin, path, 60_000));
    }
  };
  await Promise.all(Array.from({ length: Math.min(OPENING_AT_ONCE, count) }, worker));
  return viewers;
}

function closeViewers(viewers: Viewer[]) {
  for (const viewer of viewers) {
    viewer.closed = true;
    viewer.req.destroy();
  }
}

const alive = (viewers: Viewer[]) => viewers.filter((v) => v.snapshot && !v.closed);

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
}

// ── The sandbox ─────────────────────────────────────────────────────────────────────────────

interface PricedOutcome {
  id: number;
  coef: number;
}

const nextCoef = (coef: number) => {
  const raised = Math.round((coef + 0.37) * 100) / 100;
  return raised > 1000 ? Math.round((coef - 0.37) * 100) / 100 : raised;
};

async function sandboxCall(sandboxUrl: string, path: string, method: string, body?: unknown) {
  const response = await fetch(`${sandboxUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text;
}

/** Sets an outcome's coefficient; the answer's moment (performance.now()). */
async function setCoef(sandboxUrl: string, outcome: PricedOutcome): Promise<number> {
  await sandboxCall(sandboxUrl, `/__sandbox/outcomes/${outcome.id}`, 'PUT', {
    coef: outcome.coef,
  });
  return performance.now();
}

async function tick(sandboxUrl: string) {
  await sandboxCall(sandboxUrl, '/__sandbox/live/tick', 'POST', { count: 1 });
}

async function listCalls(sandboxUrl: string): Promise<number> {
  const text = await sandboxCall(
    sandboxUrl,
    `/__sandbox/requests/counts?path=${encodeURIComponent(LIST_PATH)}`,
    'GET',
  );
  // Counted by path: `/line-api/v1/games/<id>` (a game) is another path.
  return (JSON.parse(text) as { data: Record<string, number> }).data[LIST_PATH] ?? 0;
}

/** An unblocked outcome of the first live game the sandbox lists. */
async function firstLiveOutcome(sandboxUrl: string): Promise<PricedOutcome> {
  const text = await sandboxCall(sandboxUrl, `${LIST_PATH}?stream=live&lang=en&limit=200`, 'GET');
  const game = gamesAnswerSchema.parse(JSON.parse(text)).data[0];
  const outcome = game?.markets.flatMap((m) => m.outcomes).find((o) => !o.isBlocked);
  if (!game || !outcome) throw new Error('the sandbox has no live game with an open outcome');
  return { id: outcome.id, coef: outcome.coef };
}

async function outcomeCoef(sandboxUrl: string, id: number): Promise<number> {
  const text = await sandboxCall(sandboxUrl, `/line-api/v1/outcomes?ids=${id}&lang=en`, 'GET');
  const [outcome] = (JSON.parse(text) as { data: { coef: number }[] }).data;
  if (!outcome) throw new Error(`the sandbox has no outcome ${id}`);
  return outcome.coef;
}

/** A random wait within one poll: changes do not all land at the same point of the interval. */
const offPhase = () => sleep(300 + Math.random() * 1000);

// ── The measures ────────────────────────────────────────────────────────────────────────────

async function measureChange(
  sandboxUrl: string,
  viewers: Viewer[],
  outcome: PricedOutcome,
): Promise<ChangeFigures> {
  const watching = alive(viewers);
  const awaited = `"${outcome.id}":`;
  for (const viewer of watching) {
    viewer.awaited = awaited;
    viewer.updatedAt = 0;
  }
  const answeredAt = await setCoef(sandboxUrl, outcome);
  const deadline = answeredAt + CHANGE_WAIT_MS;
  while (performance.now() < deadline && watching.some((v) => v.awaited !== null && !v.closed)) {
    await sleep(50);
  }
  const times: number[] = [];
  for (const viewer of watching) {
    viewer.awaited = null;
    // A poll between the sandbox's change and its answer reaching here: no negative times.
    if (viewer.updatedAt) times.push(Math.max(0, viewer.updatedAt - answeredAt));
  }
  times.sort((a, b) => a - b);
  return {
    watching: watching.length,
    updated: times.length,
    within2s: times.filter((t) => t <= 2_000).length,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    maxMs: times.at(-1) ?? NaN,
  };
}

/** Ticks the sandbox every TICK_EVERY_MS for `seconds` (the first at once); CPU seconds used. */
async function tickingWindow(sandboxUrl: string, pid: number, seconds: number): Promise<number> {
  const started = performance.now();
  const cpuBefore = await cpuSeconds(pid);
  for (let at = 0; at < seconds * 1000; at += TICK_EVERY_MS) {
    await sleep(Math.max(0, started + at - performance.now()));
    await tick(sandboxUrl);
  }
  await sleep(Math.max(0, started + seconds * 1000 - performance.now()));
  return (await cpuSeconds(pid)) - cpuBefore;
}

/** The page payload a refresh fetched: raw, and as sent when gzip is asked for. */
async function rscPayload(origin: URL, path: string, gzip: boolean) {
  return new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
    const req = request(
      {
        host: origin.hostname,
        port: origin.port,
        path,
        agent: false,
        headers: { rsc: '1', ...(gzip ? { 'accept-encoding': 'gzip' } : {}) },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${path} (RSC) answered ${res.statusCode}`));
          else resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Part 4: PUT a coefficient, time until the odds button on the page shows it. */
async function measurePage(ctx: Context, origin: string): Promise<number[]> {
  const args = playwrightConfig.use?.launchOptions?.args ?? ['--headless', '--no-sandbox'];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${origin}${LIVE_PAGE}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForSelector('html[data-live="stream"]', { state: 'attached', timeout: 30_000 });
    // The stream is open; its snapshot follows within a poll.
    await sleep(1_500);
    const ids = await page.$$eval(
      'main button[data-outcome-id]:not([disabled])',
      (buttons, count) => buttons.slice(0, count).map((b) => Number(b.dataset.outcomeId)),
      PAGE_CHANGES,
    );
    if (!ids.length) throw new Error(`${LIVE_PAGE} shows no open odds`);
    const times: number[] = [];
    for (let i = 0; i < PAGE_CHANGES; i += 1) {
      const id = ids[i % ids.length]!;
      const selector = `button[data-outcome-id="${id}"]`;
      const coef = await outcomeCoef(ctx.sandboxUrl, id);
      const shown = (await page.textContent(selector))?.trim();
      if (shown !== coef.toFixed(2)) {
        throw new Error(`${selector} shows ${shown}, the sandbox has ${coef.toFixed(2)}`);
      }
      const target = nextCoef(coef);
      await offPhase();
      const answeredAt = await setCoef(ctx.sandboxUrl, { id, coef: target });
      await page.waitForFunction(
        ([sel, text]) => document.querySelector(sel)?.textContent?.trim() === text,
        [selector, target.toFixed(2)] as const,
        { polling: 'raf', timeout: 15_000 },
      );
      times.push(performance.now() - answeredAt);
    }
    return times;
  } finally {
    await browser.close();
  }
}

/** The hub's linger (server/live/live-service.ts LINGER_MS) and some slack. */
const PAST_LINGER_MS = 20_000;

/**
 * Whether closing the streams let go of them: the list:0 topic polled no more once the hub's
 * linger is over (its calls are the live-list calls without a sport; the sandbox's request log),
 * and the server's RSS then.
 */
async function checkAfterClose(sandboxUrl: string, pid: number, closedAt: number) {
  await sleep(Math.max(0, closedAt + PAST_LINGER_MS - performance.now()));
  const from = Date.now();
  const overSeconds = 3;
  await sleep(overSeconds * 1000);
  const text = await sandboxCall(
    sandboxUrl,
    `/__sandbox/requests?path=${encodeURIComponent(LIST_PATH)}`,
    'GET',
  );
  const log = (
    JSON.parse(text) as { data: { path: string; query: Record<string, string>; at: string }[] }
  ).data;
  const listAllCalls = log.filter(
    (entry) => entry.path === LIST_PATH && !entry.query.sportId && Date.parse(entry.at) >= from,
  ).length;
  return {
    seconds: (performance.now() - closedAt) / 1000,
    rssKb: await rssKb(pid),
    listAllCalls,
    overSeconds,
  };
}

export async function benchLive(ctx: Context): Promise<LiveFigures> {
  const origin = new URL(`http://127.0.0.1:${ctx.port}`);
  const streamPath = '/api/live/stream?lng=en&t=list:0';
  const site = await startInstance(ctx);
  const pid = site.child.pid;
  if (pid === undefined) throw new Error('the live instance has no pid');
  let viewers: Viewer[] = [];
  try {
    // The page payload of a refresh, asked twice (the first render warms the page).
    await rscPayload(origin, REFRESH_PAGE, false);
    const rsc = await rscPayload(origin, REFRESH_PAGE, false);
    const rscWire = await rscPayload(origin, REFRESH_PAGE, true);

    // One viewer: the topic is polled; the poll alone for IDLE_WINDOW_S.
    console.info('  one viewer, the poll alone…');
    const first = await openViewer(origin, streamPath, 60_000);
    viewers.push(first);
    if (!first.snapshot) throw new Error(`the first stream did not open: ${first.failure}`);
    const idleCpuSeconds = await tickingWindow(ctx.sandboxUrl, pid, IDLE_WINDOW_S);
    await sleep(SETTLE_MS);
    const rssBeforeKb = await rssKb(pid);

    console.info(`  opening ${VIEWERS} streams…`);
    const openStarted = performance.now();
    viewers = viewers.concat(await openViewers(origin, streamPath, VIEWERS - 1));
    const openSeconds = (performance.now() - openStarted) / 1000;
    const failures: Record<string, number> = {};
    for (const viewer of viewers) {
      if (viewer.failure !== null) failures[viewer.failure] = (failures[viewer.failure] ?? 0) + 1;
    }
    const opened = viewers.filter((v) => v.snapshot).length;
    console.info(`  ${opened} open with their snapshot in ${openSeconds.toFixed(1)} s`);
    await sleep(SETTLE_MS);
    const rssWithKb = await rssKb(pid);

    console.info('  changing an outcome…');
    const outcome = await firstLiveOutcome(ctx.sandboxUrl);
    const changes: ChangeFigures[] = [];
    for (let i = 0; i < CHANGES; i += 1) {
      outcome.coef = nextCoef(outcome.coef);
      await offPhase();
      changes.push(await measureChange(ctx.sandboxUrl, viewers, outcome));
    }

    console.info(`  ${WINDOW_S} s with every viewer, a tick every ${TICK_EVERY_MS / 1000} s…`);
    const watching = alive(viewers);
    const bytesBefore = watching.map((v) => v.bytes);
    const callsBefore = await listCalls(ctx.sandboxUrl);
    const windowStarted = performance.now();
    const cpu = await tickingWindow(ctx.sandboxUrl, pid, WINDOW_S);
    const callsAfter = await listCalls(ctx.sandboxUrl);
    const windowSeconds = (performance.now() - windowStarted) / 1000;
    const received = watching
      .map((v, i) => (v.closed ? -1 : v.bytes - (bytesBefore[i] ?? 0)))
      .filter((b) => b >= 0)
      .sort((a, b) => a - b);
    closeViewers(viewers);
    const closedAt = performance.now();

    console.info('  in Chromium…');
    const pageTimesMs = await measurePage(ctx, origin.origin);
    const afterClose = await checkAfterClose(ctx.sandboxUrl, pid, closedAt);
    console.info(
      `  ${afterClose.seconds.toFixed(0)} s after the streams closed: RSS ${(afterClose.rssKb / 1024).toFixed(0)} MB, ` +
        `${afterClose.listAllCalls} list:0 polls in ${afterClose.overSeconds} s (none once its linger is over)`,
    );

    return {
      viewers: VIEWERS,
      opened,
      openSeconds,
      snapshotBytes: first.snapshotBytes,
      failures,
      changes,
      rssBeforeKb,
      rssWithKb,
      cpuSeconds: cpu,
      idleCpuSeconds,
      streamBytes: {
        median: percentile(received, 0.5),
        min: received[0] ?? NaN,
        max: received.at(-1) ?? NaN,
      },
      aliveAtEnd: received.length,
      rscBytes: rsc.bytes,
      rscWireBytes: rscWire.bytes,
      rscEncoding: rscWire.encoding,
      listCalls: callsAfter - callsBefore,
      windowSeconds,
      pageTimesMs,
      afterClose,
    };
  } finally {
    closeViewers(viewers);
    await stopProcess(site);
  }
}
