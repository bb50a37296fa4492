/**
 * Lighthouse 12, desktop preset or its default mobile one (a phone's screen and user agent, a
 * slow 4G link and a 4× slower CPU, simulated), in Debian's Chromium started with the end-to-end suite's flags
 * (playwright.config.ts): performance and SEO scores, LCP, CLS and TBT of one page load each.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import playwrightConfig from '../../playwright.config';
import { startProcess, stopProcess, waitForUrl } from './processes';

export const CHROMIUM = '/usr/bin/chromium';

export interface LighthouseFigures {
  performance: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

export async function runLighthouse(
  urls: readonly string[],
  debuggingPort: number,
  formFactor: 'desktop' | 'mobile' = 'desktop',
): Promise<LighthouseFigures[]> {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const flags = playwrightConfig.use?.launchOptions?.args ?? [];
  const profile = await mkdtemp(join(tmpdir(), 'bench-chromium-'));
  const chromium = startProcess(
    'chromium',
    CHROMIUM,
    [
      ...flags,
      `--remote-debugging-port=${debuggingPort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { cwd: profile, env: process.env },
  );
  try {
    await waitForUrl(`http://127.0.0.1:${debuggingPort}/json/version`, chromium, 30_000);
    const figures: LighthouseFigures[] = [];
    for (const url of urls) {
      console.info(`  ${url}`);
      // A trace Chromium failed to record (NO_NAVSTART and the like) is Lighthouse's own hiccup,
      // which it asks to meet with another run: up to three runs, then the bench fails.
      let lhr;
      for (let run = 1; ; run += 1) {
        const result = await lighthouse(
          url,
          {
            port: debuggingPort,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'seo'],
          },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        lhr = result.lhr;
        if (!lhr.runtimeError) break;
        if (run === 3) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
        console.info(`  ${url} again: ${lhr.runtimeError.code ?? 'runtime error'}`);
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      figures.push({
        performance: score('performance'),
        seo: score('seo'),
        lcpMs: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbtMs: audit('total-blocking-time'),
      });
    }
    return figures;
  } finally {
    await stopProcess(chromium);
    await rm(profile, { recursive: true, force: true });
  }
}
