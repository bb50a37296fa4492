#!/usr/bin/env node
/**
 * `npm test`: lint and typecheck (side by side: each keeps one core busy), then Jest, the
 * production build and Playwright — in that order, stopping at the first failure, with the time
 * of each step. Installs Debian's Chromium and redis-server first when missing (Playwright
 * cannot download its own browser on our machines; the shared-store tests start their own Redis).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' };
export const CHROMIUM = '/usr/bin/chromium';
export const REDIS_SERVER = '/usr/bin/redis-server';

function run(title, command, args) {
  const started = Date.now();
  console.info(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.info(`✔ ${title} (${seconds} s)`);
}

const missing = [
  [CHROMIUM, 'chromium'],
  [REDIS_SERVER, 'redis-server'],
].filter(([path]) => !existsSync(path));
if (missing.length > 0) {
  const packages = missing.map(([, name]) => name);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? ['sudo', ['apt-get', ...args]] : ['apt-get', args]);
  run('install Debian packages (apt-get update)', ...apt(['update']));
  run(`install ${packages.join(' and ')}`, ...apt(['install', '-y', ...packages]));
}

/**
 * Runs steps at once, each with its output held back and printed whole when it ends (so two
 * steps' lines never interleave); stops after all ended if any failed.
 */
async function runTogether(steps) {
  const started = Date.now();
  const results = await Promise.all(
    steps.map(
      ({ title, command, args }) =>
        new Promise((done) => {
          const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) =>
            done({ title, status, output, seconds: ((Date.now() - started) / 1000).toFixed(1) }),
          );
        }),
    ),
  );
  for (const { title, status, output, seconds } of results) {
    console.info(`\n▶ ${title}`);
    process.stdout.write(Buffer.concat(output));
    if (status === 0) console.info(`✔ ${title} (${seconds} s)`);
    else console.error(`✖ ${title} failed after ${seconds} s`);
  }
  const failed = results.find((r) => r.status !== 0);
  if (failed) process.exit(failed.status ?? 1);
}

const bin = (name) => resolve(root, 'node_modules', '.bin', name);
const total = Date.now();
await runTogether([
  { title: 'lint', command: 'npm', args: ['run', '-s', 'lint'] },
  { title: 'typecheck', command: 'npm', args: ['run', '-s', 'typecheck'] },
]);
run('unit and route-handler tests (Jest)', bin('jest'), ['--ci']);
run('production build', bin('next'), ['build']);
run('end-to-end tests (Playwright, Chromium)', bin('playwright'), ['test']);
console.info(`\nAll checks passed in ${((Date.now() - total) / 1000).toFixed(0)} s`);
