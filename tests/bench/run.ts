/**
 * `npm run bench [-- --no-build] [-- --only ssr,middleware,js,html,lighthouse,instances,live]`:
 * the figures of issue 13 (and issue 24's instances, issue 25's live stream), each beside its
 * baseline measured in the same run on the same machine and its target.
 *
 * Builds the project into its own dist dir (.next-bench), starts it with its own sandbox
 * (ports 3200/4210), a bare Next page of the same Next version (3300) and a plain Node `http`
 * server (3301), measures, stops everything, prints one table and writes it with the command and
 * the machine to docs/performance.md. Every figure comes from this run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { format, resolveConfig } from 'prettier';
import { gamePath } from '@/features/line/line-paths';
import { ROUTES_BY_ID } from '@/server/routes/table';
import { landingAnswerSchema } from '@/server/upstream/schemas/cms';
import { gamesAnswerSchema, sportsAnswerSchema } from '@/server/upstream/schemas/line';
import { startBareNext, startPlainHttp, BARE_ITEMS, type BareNext } from './baselines';
import { firstLoadByEntry, scriptsOfHtml } from './first-load-js';
import { CONNECTIONS, DURATION_S, WARMUP_REQUESTS, measureLoad, type Load } from './load';
import { benchInstances, type Measured } from './instances';
import {
  IDLE_WINDOW_S,
  LIVE_PAGE,
  PAGE_CHANGES,
  REFRESH_EVERY_S,
  REFRESH_PAGE,
  TICK_EVERY_MS,
  benchLive,
  type LiveFigures,
} from './live';
import { CHROMIUM, runLighthouse, type LighthouseFigures } from './lighthouse';
import {
  killAllNow,
  runToEnd,
  startProcess,
  stopAll,
  stopProcess,
  waitForUrl,
  type Started,
} from './processes';

// npm runs scripts from the project root.
const root = process.cwd();
const DIST_DIR = '.next-bench';
const PORT = 3200;
const BYPASS_PORT = 3201;
/** The same build with the shared page copies off: every request rendered. */
const RENDER_PORT = 3202;
/** How long the site shares a page among anonymous visitors: `npm start`'s default. */
const PAGE_CACHE_TTL_MS = 1000;
/** The instances part's two instances (issue 24). */
const INSTANCE_PORTS: [number, number] = [3203, 3204];
/** The live part's instance (issue 25). */
const LIVE_PORT = 3205;
const SANDBOX_PORT = 4210;
const BARE_PORT = 3300;
const PLAIN_PORT = 3301;
const DEBUGGING_PORT = 9333;
const SANDBOX_DB = 'var/bench/sandbox.db';
const SITE = `http://127.0.0.1:${PORT}`;
const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;
const DOC = join(root, 'docs/performance.md');

const PARTS = ['ssr', 'middleware', 'js', 'html', 'lighthouse', 'instances', 'live'] as const;
type Part = (typeof PARTS)[number];

function parseArgs(argv: string[]): { build: boolean; parts: Set<Part> } {
  let build = true;
  let parts = new Set<Part>(PARTS);
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--no-build') build = false;
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const list = arg === '--only' ? (argv[(i += 1)] ?? '') : arg.slice('--only='.length);
      const asked = list.split(',').filter(Boolean);
      const unknown = asked.filter((p) => !(PARTS as readonly string[]).includes(p));
      if (unknown.length || !asked.length) {
        throw new Error(`--only takes some of ${PARTS.join(',')} (got "${list}")`);
      }
      parts = new Set(asked as Part[]);
    } else
      throw new Error(`unknown option ${arg} (options: --no-build, --only ${PARTS.join(',')})`);
  }
  return { build, parts };
}

// ── The table ─────────────────────────────────────────────────────────────────────────────

interface Row {
  part: string;
  what: string;
  figure: string;
  baseline: string;
  ratio: string;
  target: string;
  met: string;
}

const rows: Row[] = [];

function add(row: Partial<Row> & Pick<Row, 'part' | 'what' | 'figure'>) {
  rows.push({ baseline: '—', ratio: '—', target: '—', met: '—', ...row });
}

function markdownTable(): string {
  const header: Row = {
    part: 'part',
    what: 'page / route',
    figure: 'figure',
    baseline: 'baseline (same run)',
    ratio: 'ratio',
    target: 'target (issue 13)',
    met: 'met',
  };
  const line = (r: Row) =>
    `| ${[r.part, r.what, r.figure, r.baseline, r.ratio, r.target, r.met]
      .map((cell) => cell.replace(/\|/g, '\\|'))
      .join(' | ')} |`;
  return [line(header), '|---|---|---|---|---|---|---|', ...rows.map(line)].join('\n');
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
const pct = (value: number) => `${(value * 100).toFixed(value < 0.1 ? 1 : 0)} %`;
const yes = (ok: boolean) => (ok ? 'yes' : '**no**');

function loadText(load: Load): string {
  const failures = load.failures ? ` · **${load.failures} failed**` : '';
  const over = load.requests === undefined ? '' : ` (over ${load.requests} requests)`;
  return `${load.reqPerS.toFixed(1)} req/s · p50 ${ms(load.p50Ms)} · p99 ${ms(load.p99Ms)}${over}${failures}`;
}

// ── The pages ────────────────────────────────────────────────────────────────────────────

interface Page {
  key: 'home' | 'sport' | 'line' | 'live' | 'game' | 'casino' | 'landing';
  name: string;
  path: string;
  /** Issue 13: share of the bare page's req/s. */
  ssrTarget?: number;
  /** Issue 13: first-load JS gzip bytes. */
  jsTarget: number;
  /** Issue 13: list pages are at most 150 kB of HTML. */
  listPage: boolean;
  /** Issue 26: measured for returning visitors and a crowd of signed-in players too. */
  returning?: boolean;
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The pages of issue 13, with a sport, a game and a landing the sandbox serves right now. */
async function resolvePages(): Promise<Page[]> {
  const sports = sportsAnswerSchema.parse(
    await getJson(`${SANDBOX}/line-api/v1/sports?stream=line&lang=en`),
  ).data;
  const sport = sports.find((s) => s.slug === 'football') ?? sports[0];
  if (!sport) throw new Error('the sandbox line has no sport');
  const games = gamesAnswerSchema.parse(
    await getJson(`${SANDBOX}/line-api/v1/games?stream=line&sportId=${sport.id}&limit=1&lang=en`),
  ).data;
  const game = games[0];
  if (!game) throw new Error(`the sandbox line has no ${sport.slug} game`);
  const landingId = ROUTES_BY_ID.get('landingPage')?.sample?.landingId;
  if (!landingId) throw new Error('the route table has no sample landing');
  landingAnswerSchema.parse(await getJson(`${SANDBOX}/cms-api/v1/landings/${landingId}?lang=en`));
  const pages: Page[] = [
    {
      key: 'home',
      name: 'home',
      path: '/en',
      ssrTarget: 0.5,
      jsTarget: 130_000,
      listPage: true,
      returning: true,
    },
    {
      key: 'sport',
      name: 'sport line',
      path: `/en/line/all/${sport.slug}`,
      ssrTarget: 0.5,
      jsTarget: 150_000,
      listPage: true,
      returning: true,
    },
    {
      key: 'line',
      name: 'full line',
      path: '/en/line',
      ssrTarget: 0.25,
      jsTarget: 150_000,
      listPage: true,
    },
    {
      key: 'live',
      name: 'live list',
      path: '/en/live',
      jsTarget: 150_000,
      listPage: true,
      returning: true,
    },
    { key: 'game', name: 'game', path: gamePath('en', game), jsTarget: 150_000, listPage: false },
    {
      key: 'casino',
      name: 'casino lobby',
      path: '/en/casino',
      jsTarget: 150_000,
      listPage: true,
      returning: true,
    },
    {
      key: 'landing',
      name: 'landing',
      path: `/en/landing-page/${landingId}`,
      ssrTarget: 0.5,
      jsTarget: 130_000,
      listPage: false,
    },
  ];
  for (const page of pages) {
    const response = await fetch(`${SITE}${page.path}`, { redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
  }
  return pages;
}

async function fetchHtml(url: string): Promise<string> {
  const response = await fetch(url);
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return html;
}

// ── The servers ──────────────────────────────────────────────────────────────────────────

function siteEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
    HOST: '127.0.0.1',
    ...extra,
  };
  if (!extra.BENCH_BYPASS_MIDDLEWARE) delete env.BENCH_BYPASS_MIDDLEWARE;
  if (!extra.UPSTREAM_URL) delete env.UPSTREAM_URL;
  return env;
}

async function buildProject() {
  console.info(`Building the project into ${DIST_DIR}…`);
  const started = Date.now();
  await runToEnd('next build', join(root, 'node_modules/.bin/next'), ['build'], {
    cwd: root,
    env: siteEnv({}),
  });
  console.info(`  built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** The production server through server/cli/start.mjs, as `npm start` runs it. */
async function startSite(port: number, extra: Record<string, string>): Promise<Started> {
  const site = startProcess(
    `site on ${port}`,
    process.execPath,
    ['server/cli/start.mjs', '--no-build'],
    { cwd: root, env: siteEnv({ PORT: String(port), ...extra }) },
  );
  await waitForUrl(`http://127.0.0.1:${port}/en`, site, 180_000);
  return site;
}

// ── The parts ────────────────────────────────────────────────────────────────────────────

async function benchSsr(pages: Page[], bare: BareNext, plainUrl: string) {
  const crowd = await signInCrowd();
  const plain = await measureLoad(plainUrl);
  add({ part: 'SSR', what: 'plain Node `http` (machine limit)', figure: loadText(plain) });
  const bareLoad = await measureLoad(bare.url);
  add({
    part: 'SSR',
    what: `bare Next page (${BARE_ITEMS} items, force-dynamic)`,
    figure: loadText(bareLoad),
    baseline: `plain http ${plain.reqPerS.toFixed(0)} req/s`,
    ratio: `${pct(bareLoad.reqPerS / plain.reqPerS)} of plain http`,
  });
  // The same build started a second time with the shared copies off (PAGE_CACHE_TTL_MS=0):
  // what one render of each page costs, whatever the copies save.
  const rendering = await startSite(RENDER_PORT, { UPSTREAM_URL: SANDBOX, PAGE_CACHE_TTL_MS: '0' });
  try {
    for (const page of pages) {
      console.info(`  ${page.path}`);
      const servedUrl = `${SITE}${page.path}`;
      const renderedUrl = `http://127.0.0.1:${RENDER_PORT}${page.path}`;
      await expectPageCache(servedUrl, 'hit');
      await expectPageCache(renderedUrl, null);
      addSsrRow(
        page,
        `served: first visits share a copy ≤ ${PAGE_CACHE_TTL_MS / 1000} s`,
        await measureLoad(servedUrl),
        bareLoad,
      );
      addSsrRow(
        page,
        'rendered per request: copies off',
        await measureLoad(renderedUrl),
        bareLoad,
        RENDERED_TARGET,
      );
      if (page.returning) {
        // Returning visitors: each request a visitor who agreed to cookies at a moment of its own.
        let visitor = 0;
        const returning = () => `lng=en; cookies_agree=all.${1_764_000_000_000 + (visitor += 1)}`;
        addSsrRow(
          page,
          'served: returning visitors, each with its own consent moment',
          await measureLoad(servedUrl, returning),
          bareLoad,
          RETURNING_TARGET,
        );
        // Players: each request one of the signed-in crowd, in turn (the warm-up's requests are
        // each player's first page, rendered for the player alone, which places the player).
        let turn = 0;
        const player = () =>
          `lng=en; cookies_agree=all.${1_764_000_000_000 + turn}; ${crowd[(turn += 1) % crowd.length]}`;
        addSsrRow(
          page,
          `served: ${crowd.length} signed-in players, each request one of them`,
          await measureLoad(servedUrl, player),
          bareLoad,
          RETURNING_TARGET,
        );
      }
    }
  } finally {
    await stopProcess(rendering);
  }
}

/** Issue 26: the crowd of signed-in players the SSR part serves. */
const CROWD = 40;

/**
 * CROWD players of the sandbox, each signed in on the site from an address of its own (the site
 * trusts this machine's forwarded address in the bench: sign-ins are limited per address).
 * Their session cookies.
 */
async function signInCrowd(): Promise<string[]> {
  const sessions: string[] = [];
  for (let i = 0; i < CROWD; i += 1) {
    const email = `crowd-${i}@bench.example`;
    const password = 'Crowd-2026!';
    const created = await fetch(`${SANDBOX}/__sandbox/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!created.ok) throw new Error(`the sandbox made no player (${created.status})`);
    const response = await fetch(`${SITE}/api/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: SITE,
        'x-forwarded-for': `198.51.100.${i + 1}`,
      },
      body: JSON.stringify({ type: 'login_password', login: email, password, isRemember: false }),
    });
    if (response.status !== 200) throw new Error(`sign-in ${i} answered ${response.status}`);
    const session = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .find((pair) => /sb-session=./.test(pair));
    if (!session) throw new Error('sign-in set no session cookie');
    sessions.push(session);
  }
  return sessions;
}

/** Issue 26: pages rendered per request (copies off) at least this share of the bare page. */
const RENDERED_TARGET = 0.35;

/** Issue 26: returning visitors and players at least as fast as the bare page. */
const RETURNING_TARGET = 1;

function addSsrRow(
  page: Page,
  how: string,
  load: Load,
  bareLoad: Load,
  target: number | undefined = page.ssrTarget,
) {
  const share = load.reqPerS / bareLoad.reqPerS;
  add({
    part: 'SSR',
    what: `${page.name} \`${page.path}\` (${how})`,
    figure: loadText(load),
    baseline: `bare Next ${bareLoad.reqPerS.toFixed(1)} req/s · p50 ${ms(bareLoad.p50Ms)}`,
    ratio: `${pct(share)} of bare`,
    target: target === undefined ? '—' : `≥ ${pct(target)} of bare`,
    met: target === undefined ? '—' : yes(share >= target && load.failures === 0),
  });
}

/**
 * How the front door answers repeated requests for the page (server/http/page-cache.mjs): from a
 * copy ('hit') on the site as `npm start` runs it, never (no header) with the copies off. A copy
 * lives about a second: on a busy machine one render may take most of it, so the site gets a few
 * tries to answer from a copy, and none to answer from one when it should not.
 */
async function expectPageCache(url: string, expected: 'hit' | null) {
  const seen: (string | null)[] = [];
  for (let i = 0; i < 5; i += 1) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    const header = response.headers.get('x-page-cache');
    seen.push(header);
    if (expected === null ? header !== null : header === expected) break;
  }
  const ok = expected === null ? seen.every((h) => h === null) : seen.includes(expected);
  if (!ok) {
    throw new Error(
      `${url}: the shared copy should be ${expected ?? 'off'}; the answers said ${seen.join(', ')}`,
    );
  }
}

/** Loads of one server as one: req/s over the whole time, the slowest of the latencies. */
function mergeLoads(loads: Load[]): Load {
  return {
    reqPerS: loads.reduce((sum, load) => sum + load.reqPerS, 0) / loads.length,
    p50Ms: Math.max(...loads.map((load) => load.p50Ms)),
    p99Ms: Math.max(...loads.map((load) => load.p99Ms)),
    failures: loads.reduce((sum, load) => sum + load.failures, 0),
  };
}

/** Only the pipeline sets a page's Content-Security-Policy (with its nonce). */
async function expectPipeline(url: string, on: boolean) {
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  if (response.headers.has('content-security-policy') !== on) {
    throw new Error(`${url}: the middleware should be ${on ? 'on' : 'bypassed'} and is not`);
  }
}

async function benchMiddleware(pages: Page[]) {
  // The same build started twice more, with the pipeline on and off (read once at start), both
  // with the shared page copies off: a copy is answered before the middleware runs.
  const copiesOff = { UPSTREAM_URL: SANDBOX, PAGE_CACHE_TTL_MS: '0' };
  const piped = await startSite(RENDER_PORT, copiesOff);
  const bypassed = await startSite(BYPASS_PORT, { ...copiesOff, BENCH_BYPASS_MIDDLEWARE: '1' });
  try {
    for (const page of pages.filter((p) => p.key === 'home')) {
      console.info(`  ${page.path}`);
      const onUrl = `http://127.0.0.1:${RENDER_PORT}${page.path}`;
      const offUrl = `http://127.0.0.1:${BYPASS_PORT}${page.path}`;
      await expectPipeline(onUrl, true);
      await expectPipeline(offUrl, false);
      // On, off, off, on, on, off: a load that drifts on the shared machine weighs on both alike,
      // and three rounds each keep one slow round (a collection, a neighbour) from deciding.
      const order = ['on', 'off', 'off', 'on', 'on', 'off'] as const;
      const rounds: Record<'on' | 'off', Load[]> = { on: [], off: [] };
      for (const which of order)
        rounds[which].push(await measureLoad(which === 'on' ? onUrl : offUrl));
      const on = mergeLoads(rounds.on);
      const off = mergeLoads(rounds.off);
      // Extra time per request with the pipeline, from the throughput of the same page.
      const overhead = off.reqPerS / on.reqPerS - 1;
      add({
        part: 'middleware',
        what: `${page.name} \`${page.path}\` (3 × ${DURATION_S} s each, on/off/off/on/on/off)`,
        figure: `pipeline on: ${loadText(on)}`,
        baseline: `bypassed: ${loadText(off)}`,
        ratio: `${overhead >= 0 ? '+' : ''}${pct(overhead)} time per request`,
        target: '≤ 10 %',
        met: yes(overhead <= 0.1 && on.failures === 0 && off.failures === 0),
      });
    }
  } finally {
    await stopProcess(bypassed);
    await stopProcess(piped);
  }
}

/**
 * Home, the catch-all (the main-layout routes whose first segment is a param: line, casino
 * sections, landings) and the headless landing have a row each; the other pages share one per
 * layout group with the largest of them (the main layout's route folders: office, promotions,
 * information pages…; the technical, blocked and maintenance pages).
 */
function benchJsFromBuild(bareDistDir: string) {
  const bare = firstLoadByEntry(bareDistDir).find((e) => e.entry === '/page');
  if (!bare) throw new Error('the bare build has no /page entry');
  const own: Record<string, { name: string; limit: number }> = {
    '/[lng]/(main)/page': { name: 'home', limit: 130_000 },
    '/[lng]/(main)/[first]/[[...rest]]/page': {
      name: 'line, casino sections, landings (the catch-all)',
      limit: 150_000,
    },
    '/[lng]/(headless)/landing-page/[landingId]/page': { name: 'landings', limit: 130_000 },
  };
  const groups = new Map<string, { name: string; limit: number; pages: number; max: number }>();
  for (const { entry, gzipBytes } of firstLoadByEntry(join(root, DIST_DIR))) {
    const layout = /^\/\[lng\]\/(\([a-z-]+\))\//.exec(entry)?.[1] ?? '';
    const key = own[entry] ? entry : `${layout} pages`;
    const group = groups.get(key) ?? {
      name: own[entry]?.name ?? `${layout} pages`,
      limit: own[entry]?.limit ?? 150_000,
      pages: 0,
      max: 0,
    };
    group.pages += 1;
    group.max = Math.max(group.max, gzipBytes);
    groups.set(key, group);
  }
  for (const [key, { name, limit, pages, max }] of groups) {
    add({
      part: 'first-load JS (build)',
      what: own[key]
        ? `${name} \`${key.replace(/\/page$/, '')}\``
        : `${name} (largest of ${pages})`,
      figure: `${kB(max)} gzip`,
      baseline: `bare Next ${kB(bare.gzipBytes)}`,
      ratio: `${(max / bare.gzipBytes).toFixed(2)}×`,
      target: `≤ ${kB(limit)}`,
      met: yes(max <= limit),
    });
  }
}

async function benchJsAsServed(pages: Page[], bare: BareNext) {
  const bareBytes = scriptsOfHtml(await fetchHtml(bare.url), bare.distDir);
  for (const page of pages) {
    const bytes = scriptsOfHtml(await fetchHtml(`${SITE}${page.path}`), join(root, DIST_DIR));
    add({
      part: 'first-load JS (as served)',
      what: `${page.name} \`${page.path}\``,
      figure: `${kB(bytes)} gzip`,
      baseline: `bare Next ${kB(bareBytes)}`,
      ratio: `${(bytes / bareBytes).toFixed(2)}×`,
      target: `≤ ${kB(page.jsTarget)}`,
      met: yes(bytes <= page.jsTarget),
    });
  }
}

async function benchHtml(pages: Page[], bare: BareNext) {
  const size = (html: string) => ({
    raw: Buffer.byteLength(html),
    gzip: gzipSync(html).length,
  });
  const bareSize = size(await fetchHtml(bare.url));
  for (const page of pages) {
    const { raw, gzip } = size(await fetchHtml(`${SITE}${page.path}`));
    add({
      part: 'HTML',
      what: `${page.name} \`${page.path}\``,
      figure: `${kB(raw)} · ${kB(gzip)} gzip`,
      baseline: `bare Next ${kB(bareSize.raw)} · ${kB(bareSize.gzip)} gzip`,
      ratio: `${(raw / bareSize.raw).toFixed(1)}×`,
      target: page.listPage ? '≤ 150.0 kB' : '— (not a list)',
      met: page.listPage ? yes(raw <= 150_000) : '—',
    });
  }
}

function lighthouseText(f: LighthouseFigures): string {
  return `perf ${f.performance} · SEO ${f.seo} · LCP ${ms(f.lcpMs)} · CLS ${f.cls.toFixed(3)} · TBT ${ms(f.tbtMs)}`;
}

/**
 * Lighthouse on the pages of `keys` with one preset. Desktop: home, a sport page, the casino and
 * a landing (issue 13); mobile: the phone layout of home and a sport page (issue 22 §1).
 */
async function benchLighthouse(
  pages: Page[],
  bare: BareNext,
  formFactor: 'desktop' | 'mobile',
  keys: readonly Page['key'][],
  minPerformance: number,
) {
  const audited = pages.filter((p) => keys.includes(p.key));
  const [bareFigures, ...figures] = await runLighthouse(
    [bare.url, ...audited.map((p) => `${SITE}${p.path}`)],
    DEBUGGING_PORT,
    formFactor,
  );
  if (!bareFigures) throw new Error('no Lighthouse figures for the bare page');
  audited.forEach((page, i) => {
    const f = figures[i];
    if (!f) return;
    add({
      part: `Lighthouse ${formFactor}`,
      what: `${page.name} \`${page.path}\``,
      figure: lighthouseText(f),
      baseline: `bare Next ${lighthouseText(bareFigures)}`,
      ratio: `perf ${f.performance - bareFigures.performance >= 0 ? '+' : ''}${f.performance - bareFigures.performance}`,
      target: `perf ≥ ${minPerformance} · SEO 100 · CLS ≤ 0.02`,
      met: `perf ${yes(f.performance >= minPerformance)} · SEO ${yes(f.seo === 100)} · CLS ${yes(f.cls <= 0.02)}`,
    });
  });
}

// ── The report ───────────────────────────────────────────────────────────────────────────

const BEGIN = '<!-- bench:begin (written by `npm run bench`) -->';
const END = '<!-- bench:end -->';

/** Issue 24: a signed-in page on one instance and on two sharing Redis, on this machine. */
async function benchInstancesPart(pages: Page[]) {
  const sport = pages.find((page) => page.key === 'sport');
  if (!sport) throw new Error('no sport page to measure');
  const f = await benchInstances({
    root,
    sandboxUrl: SANDBOX,
    path: sport.path,
    ports: INSTANCE_PORTS,
    env: (extra) => siteEnv(extra),
  });
  const what = `signed-in sport page \`${sport.path}\``;
  const text = (m: Measured) =>
    loadText({ reqPerS: m.reqPerS, p50Ms: m.p50Ms, p99Ms: m.p99Ms, failures: m.failures });
  const one = f.oneWith;
  add({ part: 'Instances', what: `${what}, one instance, no Redis`, figure: text(f.oneWithout) });
  add({
    part: 'Instances',
    what: `${what}, one instance, Redis on`,
    figure: text(one),
    baseline: `no Redis ${f.oneWithout.reqPerS.toFixed(1)} req/s`,
    ratio: `${pct(one.reqPerS / f.oneWithout.reqPerS)} of no Redis`,
  });
  add({
    part: 'Instances',
    what: `${what}, two instances on this machine, no Redis (summed)`,
    figure: text(f.twoWithout),
    baseline: `one instance ${f.oneWithout.reqPerS.toFixed(1)} req/s`,
    ratio: `${(f.twoWithout.reqPerS / f.oneWithout.reqPerS).toFixed(2)}× one instance`,
  });
  add({
    part: 'Instances',
    what: `${what}, two instances on this machine, Redis on (summed)`,
    figure: text(f.twoWith),
    baseline: `one instance ${one.reqPerS.toFixed(1)} req/s`,
    ratio: `${(f.twoWith.reqPerS / one.reqPerS).toFixed(2)}× one instance`,
  });
  // Each answer is cached for the line TTL (1 s in the bench): one call per answer per second is
  // one upstream call per TTL, whatever the number of instances.
  const perAnswer = (m: Measured) => m.lineCallsPerS / Math.max(1, m.lineAnswers);
  const calls = (m: Measured) => `${perAnswer(m).toFixed(2)}`;
  add({
    part: 'Instances',
    what: `upstream calls per line answer per TTL (1 s) under that load, two instances, Redis on (${f.twoWith.lineAnswers} answers)`,
    figure: calls(f.twoWith),
    baseline: `one instance ${calls(one)} · two without Redis ${calls(f.twoWithout)}`,
    ratio: `${(perAnswer(f.twoWith) / perAnswer(f.twoWithout)).toFixed(2)}× two without Redis`,
    target: '≤ 1.1 (one call per TTL)',
    met: yes(perAnswer(f.twoWith) <= 1.1),
  });
  add({
    part: 'Instances',
    what: 'one Redis round trip (PTTL, the session check of a signed-in request), p50',
    figure: `${f.redisP50Ms.toFixed(3)} ms`,
    baseline: `signed-in page p50 ${ms(one.p50Ms)}`,
    ratio: pct(f.redisP50Ms / one.p50Ms),
  });
}

/** Issue 25: the live stream with 5,000 viewers, against the refresh it replaced. */
async function benchLivePart() {
  const f: LiveFigures = await benchLive({
    root,
    sandboxUrl: SANDBOX,
    port: LIVE_PORT,
    env: (extra) => siteEnv(extra),
  });
  const n = (value: number) => Math.round(value).toLocaleString('en');
  const thousands = f.viewers / 1000;
  const failed = Object.entries(f.failures)
    .map(([why, count]) => `${count} ${why}`)
    .join(', ');
  add({
    part: 'Live',
    what: `${n(f.viewers)} SSE streams on \`list:0\` from one process (\`node:http\`, a socket each)`,
    figure: `${n(f.opened)} open with their snapshot (in ${f.openSeconds.toFixed(1)} s; snapshot ${kB(f.snapshotBytes)})${failed ? ` · failed: ${failed}` : ''}`,
    target: `${n(f.viewers)}`,
    met: yes(f.opened === f.viewers),
  });
  const worst = f.changes.reduce((a, b) => (b.p95Ms > a.p95Ms ? b : a));
  const everyOne = f.changes.every((c) => c.within2s === f.viewers);
  add({
    part: 'Live',
    what: `change → push: PUT of an outcome's coef → first patch naming it, per stream, ${f.changes.length} changes (LIVE_POLL_MS 1000)`,
    figure: `worst p95 ${ms(worst.p95Ms)} · ${f.changes
      .map((c) => `p50 ${ms(c.p50Ms)} / p95 ${ms(c.p95Ms)} / max ${ms(c.maxMs)}`)
      .join(
        ' · ',
      )} · within 2 s: ${f.changes.map((c) => `${n(c.within2s)}/${n(c.watching)}`).join(', ')}`,
    baseline: `router.refresh() every ${REFRESH_EVERY_S} s (up to ${REFRESH_EVERY_S} s + a render)`,
    target: `p95 ≤ 2.00 s · all ${n(f.viewers)} updated ≤ 2 s`,
    met: `p95 ${yes(worst.p95Ms <= 2_000)} · all ${yes(everyOne)}`,
  });
  const perStreamKb = (f.rssWithKb - f.rssBeforeKb) / f.opened;
  add({
    part: 'Live',
    what: `server RSS with ${n(f.opened)} streams open (5 s after the last opened)`,
    figure: `${(f.rssWithKb / 1024).toFixed(0)} MB: ${perStreamKb.toFixed(1)} KB per stream · ${((perStreamKb * 1000) / 1024).toFixed(1)} MB per 1,000`,
    baseline: `one stream: ${(f.rssBeforeKb / 1024).toFixed(0)} MB`,
    ratio: `+${((f.rssWithKb - f.rssBeforeKb) / 1024).toFixed(0)} MB`,
    target: '≤ 100 KB per stream',
    met: yes(perStreamKb <= 100),
  });
  const cpuShare = f.cpuSeconds / f.windowSeconds;
  const idleShare = f.idleCpuSeconds / IDLE_WINDOW_S;
  add({
    part: 'Live',
    what: `server CPU over ${f.windowSeconds.toFixed(0)} s, ${n(f.aliveAtEnd)} streams, a sandbox tick every ${TICK_EVERY_MS / 1000} s`,
    figure: `${pct(cpuShare)} of a core (${f.cpuSeconds.toFixed(1)} s) · ${pct(cpuShare / thousands)} per 1,000 viewers`,
    baseline: `one stream (${IDLE_WINDOW_S} s, same ticks): ${pct(idleShare)} of a core`,
    ratio: `+${pct((cpuShare - idleShare) / thousands)} per 1,000 over one`,
  });
  const perMinute = (f.streamBytes.median * 60) / f.windowSeconds;
  const refreshPerMinute = f.rscBytes * (60 / REFRESH_EVERY_S);
  const refreshWirePerMinute = f.rscWireBytes * (60 / REFRESH_EVERY_S);
  const wire = f.rscEncoding === 'identity' ? 'not compressed' : f.rscEncoding;
  add({
    part: 'Live',
    what: `bytes per viewer per minute (body, snapshot not included; median of ${n(f.aliveAtEnd)} streams, ${f.windowSeconds.toFixed(0)} s)`,
    figure: `${kB(perMinute)} (streams ${kB((f.streamBytes.min * 60) / f.windowSeconds)}–${kB((f.streamBytes.max * 60) / f.windowSeconds)})`,
    baseline: `refresh: \`${REFRESH_PAGE}\` RSC ${kB(f.rscBytes)} × ${60 / REFRESH_EVERY_S} = ${kB(refreshPerMinute)} (gzip asked: ${kB(f.rscWireBytes)}, ${wire}, × ${60 / REFRESH_EVERY_S} = ${kB(refreshWirePerMinute)})`,
    ratio: `${pct(perMinute / refreshPerMinute)} (${pct(perMinute / refreshWirePerMinute)} of gzip)`,
    target: '≤ 5 %',
    met: yes(perMinute / refreshPerMinute <= 0.05),
  });
  const times = [...f.pageTimesMs].sort((a, b) => a - b);
  const p50 = times[Math.ceil(times.length / 2) - 1] ?? NaN;
  const max = times.at(-1) ?? NaN;
  add({
    part: 'Live',
    what: `Chromium, \`${LIVE_PAGE}\`: PUT of a coef → the odds button shows it, ${PAGE_CHANGES} changes (the 5,000 streams closed)`,
    figure: `p50 ${ms(p50)} · max ${ms(max)} (${times.map((t) => ms(t)).join(', ')})`,
    baseline: `router.refresh() every ${REFRESH_EVERY_S} s`,
    target: '≤ 1.50 s',
    met: yes(max <= 1_500),
  });
  const perSecond = f.listCalls / f.windowSeconds;
  add({
    part: 'Live',
    what: `upstream live-list calls (\`/line-api/v1/games\`) over the ${f.windowSeconds.toFixed(0)} s, ${n(f.aliveAtEnd)} viewers of one view`,
    figure: `${f.listCalls} calls: ${perSecond.toFixed(2)} per second`,
    baseline: `refresh: ${n(f.aliveAtEnd / REFRESH_EVERY_S)} page renders per second`,
    target: '≈ 1 per second per view (≤ 1.1)',
    met: yes(perSecond <= 1.1 && perSecond >= 0.5),
  });
}

function machine(): string {
  const cpu = cpus();
  return `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB memory, Node ${process.version}`;
}

function nextVersion(): string {
  const pkg = JSON.parse(readFileSync(join(root, 'node_modules/next/package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

async function writeDoc(command: string, table: string, startedAt: Date, seconds: number) {
  const section = [
    BEGIN,
    '',
    `Measured ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC in ${Math.round(seconds)} s with`,
    '',
    '```sh',
    command,
    '```',
    '',
    `Machine: ${machine()}; Next ${nextVersion()}; Chromium at ${CHROMIUM}.`,
    `Load: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s after a warm-up of ${WARMUP_REQUESTS} requests.`,
    '',
    table,
    '',
    END,
  ].join('\n');
  const existing = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '';
  const from = existing.indexOf(BEGIN);
  const to = existing.indexOf(END);
  const text =
    from >= 0 && to > from
      ? `${existing.slice(0, from)}${section}${existing.slice(to + END.length)}`
      : `${existing || '# Performance\n'}\n${section}\n`;
  // Formatted as `npm run lint` checks it (prettier aligns the table's columns).
  const options = (await resolveConfig(DOC)) ?? {};
  await writeFile(DOC, await format(text, { ...options, filepath: DOC }));
}

/** A server left on one of the bench's ports would answer in place of the one started here. */
async function expectPortsFree(ports: number[]) {
  for (const port of ports) {
    const taken = await new Promise<boolean>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (taken) throw new Error(`port ${port} is taken: stop what listens there first`);
  }
}

async function main() {
  const argv = process.argv.slice(2);
  const { build, parts } = parseArgs(argv);
  const startedAt = new Date();
  // Every part but the middleware's and the live stream's compares with the bare page.
  const needsBare = [...parts].some((part) => part !== 'middleware' && part !== 'live');

  await expectPortsFree([
    PORT,
    BYPASS_PORT,
    RENDER_PORT,
    ...INSTANCE_PORTS,
    LIVE_PORT,
    SANDBOX_PORT,
    BARE_PORT,
    PLAIN_PORT,
    DEBUGGING_PORT,
  ]);
  if (build) await buildProject();
  else if (!existsSync(join(root, DIST_DIR, 'BUILD_ID'))) {
    throw new Error(`--no-build, but there is no build in ${DIST_DIR}: run without --no-build`);
  }

  let bare: BareNext | undefined;
  try {
    if (needsBare) {
      console.info('Building and starting the bare Next page…');
      bare = await startBareNext(root, BARE_PORT);
    }
    const plain = parts.has('ssr') ? await startPlainHttp(root, PLAIN_PORT) : undefined;
    console.info('Starting the site and its sandbox…');
    await rm(join(root, 'var/bench'), { recursive: true, force: true });
    await startSite(PORT, {
      SANDBOX_PORT: String(SANDBOX_PORT),
      SANDBOX_DB,
      PAGE_CACHE_TTL_MS: String(PAGE_CACHE_TTL_MS),
      // The SSR part's crowd signs in from addresses of its own (signInCrowd).
      TRUSTED_PROXIES: '127.0.0.1',
      // The live part plays the sandbox's ticks itself: then the sandbox does not tick by itself.
      ...(parts.has('live') ? { SANDBOX_LIVE_TICK_MS: '0' } : {}),
    });
    const pages = await resolvePages();
    if (parts.has('ssr') && bare && plain) {
      console.info('Measuring server-render throughput…');
      await benchSsr(pages, bare, plain.url);
    }
    if (parts.has('middleware')) {
      console.info('Measuring the middleware: pipeline on against bypassed…');
      await benchMiddleware(pages);
    }
    if (parts.has('js') && bare) {
      benchJsFromBuild(bare.distDir);
      await benchJsAsServed(pages, bare);
    }
    if (parts.has('html') && bare) await benchHtml(pages, bare);
    if (parts.has('instances')) {
      console.info('Measuring one instance against two, with Redis…');
      await benchInstancesPart(pages);
    }
    if (parts.has('live')) {
      console.info('Measuring the live stream with 5,000 viewers…');
      await benchLivePart();
    }
    if (parts.has('lighthouse') && bare) {
      console.info('Running Lighthouse…');
      await benchLighthouse(pages, bare, 'desktop', ['home', 'sport', 'casino', 'landing'], 95);
      await benchLighthouse(pages, bare, 'mobile', ['home', 'sport'], 90);
    }
  } finally {
    await stopAll();
    await bare?.cleanup();
  }

  const table = markdownTable();
  console.info(`\n${table}\n`);
  const command = `npm run bench${argv.length ? ` -- ${argv.join(' ')}` : ''}`;
  await writeDoc(command, table, startedAt, (Date.now() - startedAt.getTime()) / 1000);
  console.info(`Written to ${DOC}`);
}

process.on('exit', killAllNow);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
