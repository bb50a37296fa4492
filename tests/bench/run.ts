/**
 * `npm run bench`: performance figures as ratios measured in one run, never as test assertions.
 *
 * 1. The middleware's language step against a baseline of parsing the same URL.
 * 2. The home page's server render against the BFF's config answer and the upstream's own
 *    config answer, all through one production server and sandbox started here.
 * 3. The sport list's and a game page's server render against the upstream's games answer.
 *
 * Each figure is the median of many runs after a warm-up.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { decideLanguage } from '@/server/edge/language';
import { forEachCombination } from '@/features/coupon/combinations';
import { fullCoverWin, systemWin } from '@/features/coupon/possible-win';
import { runPipeline } from '@/server/edge/pipeline';
import { demoEdgeSettings } from '@/server/edge/edge-settings.fixture';

// npm runs scripts from the project root.
const root = process.cwd();
const PORT = 3200;
const SANDBOX_PORT = 4210;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function timeLoop(iterations: number, body: (i: number) => void): number {
  for (let i = 0; i < iterations / 10; i += 1) body(i); // warm-up
  const samples: number[] = [];
  for (let round = 0; round < 15; round += 1) {
    const started = performance.now();
    for (let i = 0; i < iterations; i += 1) body(i);
    samples.push(((performance.now() - started) * 1e6) / iterations); // ns per call
  }
  return median(samples);
}

async function timeRequests(url: string, count: number): Promise<number> {
  for (let i = 0; i < 10; i += 1) await (await fetch(url)).arrayBuffer(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    samples.push(performance.now() - started);
  }
  return median(samples);
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

function row(name: string, value: string, ratio: string) {
  console.info(`${name.padEnd(52)} ${value.padStart(12)} ${ratio.padStart(10)}`);
}

function benchLanguageStep() {
  const settings = {
    languages: ['en', 'ru', 'kk'],
    hiddenLanguages: ['kk'],
    defaultLanguage: 'en',
  };
  const paths = ['/en/live/football', '/', '/casino/slots?x=1', '/de/line', '/ru'];
  const language = timeLoop(200_000, (i) => {
    decideLanguage(
      {
        pathname: paths[i % paths.length] ?? '/',
        search: '',
        cookieLanguage: i % 2 ? 'ru' : undefined,
        acceptLanguage: 'de-DE,de;q=0.9,ru;q=0.8',
        signedIn: false,
      },
      settings,
    );
  });
  const baseline = timeLoop(200_000, (i) => {
    new URL(paths[i % paths.length] ?? '/', 'http://localhost');
  });
  console.info('\nMiddleware language step (ns per call, median of 15 rounds)');
  row('baseline: new URL(path)', `${baseline.toFixed(0)} ns`, '1.00×');
  row(
    'decideLanguage (cookie, Accept-Language, prefix)',
    `${language.toFixed(0)} ns`,
    `${(language / baseline).toFixed(2)}×`,
  );
}

/** The whole middleware pipeline with its upstream answers already cached (the common case). */
async function benchPipeline() {
  const deps = {
    settings: async () => demoEdgeSettings,
    redirect: async () => ({
      redirect: false,
      code: null,
      url: null,
      reasons: [],
      breadcrumbs: [],
    }),
    block: async () => [
      { displayTypeId: 0, templateTypeId: null },
      { displayTypeId: 0, templateTypeId: null },
    ],
    geoOffPass: async () => false,
  };
  const urls = [
    '/en/live/all/football',
    '/ru/casino',
    '/en/rules/general',
    '/en/promotions/welcome',
  ];
  const run = (i: number) =>
    runPipeline(
      {
        url: new URL(urls[i % urls.length] ?? '/en', 'http://localhost'),
        cookie: (name) => (name === 'lng' ? 'en' : undefined),
        header: () => null,
        signedIn: false,
      },
      deps,
    );
  const samples: number[] = [];
  for (let i = 0; i < 2000; i += 1) await run(i);
  for (let round = 0; round < 15; round += 1) {
    const started = performance.now();
    for (let i = 0; i < 5000; i += 1) await run(i);
    samples.push(((performance.now() - started) * 1e6) / 5000);
  }
  const pipeline = median(samples);
  const baseline = timeLoop(200_000, (i) => {
    new URL(urls[i % urls.length] ?? '/en', 'http://localhost');
  });
  console.info(
    '\nMiddleware pipeline, upstream answers cached (ns per request, median of 15 rounds)',
  );
  row('baseline: new URL(path)', `${baseline.toFixed(0)} ns`, '1.00×');
  row(
    'runPipeline (all steps, route table match)',
    `${pipeline.toFixed(0)} ns`,
    `${(pipeline / baseline).toFixed(2)}×`,
  );
}

/**
 * Possible win of the largest coupons (issue: system 8/16 = 12,870 lines; lucky of 6 = 63 lines):
 * the module's exact closed form against a baseline that walks every line in floating point.
 */
function benchCouponMaths() {
  const coefs = Array.from({ length: 16 }, (_, i) => 1.1 + i * 0.1);
  const bets = coefs.map((coef, i) => ({ id: i + 1, coef }));
  const walk = (n: number, k: number, values: readonly number[]) => {
    let total = 0;
    forEachCombination(n, k, (indexes) => {
      let line = 1;
      for (const i of indexes) line *= values[i] ?? 1;
      total += line;
    });
    return total;
  };
  const system = timeLoop(200, () => systemWin(100, bets, 8));
  const systemWalk = timeLoop(200, () => walk(16, 8, coefs));
  const lucky6 = bets.slice(0, 6);
  const lucky = timeLoop(20_000, () => fullCoverWin(60, lucky6));
  const luckyWalk = timeLoop(20_000, () => {
    for (let k = 1; k <= 6; k += 1) walk(6, k, coefs.slice(0, 6));
  });
  console.info('\nPossible win (ns per coupon, median of 15 rounds)');
  row('baseline: walk all 12,870 lines of system 8/16', `${systemWalk.toFixed(0)} ns`, '1.00×');
  row(
    'systemWin 8/16 (exact, rounded down to the cent)',
    `${system.toFixed(0)} ns`,
    `${(system / systemWalk).toFixed(3)}×`,
  );
  row('baseline: walk all 63 lines of a lucky of 6', `${luckyWalk.toFixed(0)} ns`, '1.00×');
  row(
    'fullCoverWin lucky 63 (exact)',
    `${lucky.toFixed(0)} ns`,
    `${(lucky / luckyWalk).toFixed(3)}×`,
  );
}

async function benchServerRender() {
  const children: ChildProcess[] = [];
  const server = spawn('node', ['server/cli/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      SANDBOX_DB: 'var/bench/sandbox.db',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  children.push(server);
  try {
    await waitFor(`http://127.0.0.1:${PORT}/en`, 300_000);
    const count = 200;
    const upstream = await timeRequests(
      `http://127.0.0.1:${SANDBOX_PORT}/bff-api/config/all.json?lang=en`,
      count,
    );
    const bff = await timeRequests(`http://127.0.0.1:${PORT}/api/config?lang=en`, count);
    const home = await timeRequests(`http://127.0.0.1:${PORT}/en`, count);
    const homeRu = await timeRequests(`http://127.0.0.1:${PORT}/ru`, count);
    console.info(`\nServer answers (ms, median of ${count} sequential requests)`);
    row('baseline: upstream GET /bff-api/config/all.json', `${upstream.toFixed(2)} ms`, '1.00×');
    row(
      'BFF GET /api/config (cached config)',
      `${bff.toFixed(2)} ms`,
      `${(bff / upstream).toFixed(2)}×`,
    );
    row(
      'home page SSR /en (middleware + render)',
      `${home.toFixed(2)} ms`,
      `${(home / upstream).toFixed(2)}×`,
    );
    row('home page SSR /ru', `${homeRu.toFixed(2)} ms`, `${(homeRu / upstream).toFixed(2)}×`);
    row('home /en against the BFF config answer', '', `${(home / bff).toFixed(2)}×`);

    // The sport list renders the sports, the championships and up to 200 games with every odds
    // button; its baseline is the upstream's own games answer the page asks for.
    const games = await timeRequests(
      `http://127.0.0.1:${SANDBOX_PORT}/line-api/v1/games?stream=line&sportId=1&limit=200&lang=en`,
      count,
    );
    const sportPage = await timeRequests(`http://127.0.0.1:${PORT}/en/line/all/football`, count);
    const lineAll = await timeRequests(`http://127.0.0.1:${PORT}/en/line`, count);
    const gamePage = await timeRequests(
      `http://127.0.0.1:${PORT}/en/line/all/football/101-premier-league/100003`,
      count,
    );
    console.info(`\nSport pages (ms, median of ${count} sequential requests)`);
    row('baseline: upstream GET /line-api/v1/games (football)', `${games.toFixed(2)} ms`, '1.00×');
    row(
      'sport page SSR /en/line/all/football',
      `${sportPage.toFixed(2)} ms`,
      `${(sportPage / games).toFixed(2)}×`,
    );
    row(
      'line page SSR /en/line (126 games, all sports)',
      `${lineAll.toFixed(2)} ms`,
      `${(lineAll / games).toFixed(2)}×`,
    );
    row(
      'game page SSR (every market)',
      `${gamePage.toFixed(2)} ms`,
      `${(gamePage / games).toFixed(2)}×`,
    );
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

async function main() {
  benchLanguageStep();
  benchCouponMaths();
  await benchPipeline();
  await benchServerRender();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
