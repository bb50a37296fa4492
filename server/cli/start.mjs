#!/usr/bin/env node
/**
 * `npm start`: builds when the build is missing or older than the sources, starts the embedded
 * sandbox upstream when UPSTREAM_URL is unset, then serves the site (PORT, default 3000; HOST,
 * default 0.0.0.0) through server/http/serve.mjs.
 * Stops everything it started when any part exits or on Ctrl-C.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serverNodeFlags } from '../http/node-flags.mjs';

const root = resolve(import.meta.dirname, '../..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' };
const port = env.PORT ?? '3000';
const SOURCES = [
  'app',
  'features',
  'server',
  'messages',
  'public',
  'middleware.ts',
  'next.config.ts',
  'package.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function buildIfNeeded() {
  const buildId = join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID');
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  if (builtAt > changedAt) return;
  console.info(
    builtAt ? 'Sources changed since the last build: building…' : 'No build yet: building…',
  );
  const result = spawnSync(bin('next'), ['build'], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Resolves once `url` answers. `accept` says which answers mean "up": the sandbox must be healthy
 * (2xx); the site is up as soon as it answers at all, since its own answer to a page may rightly be
 * a 503 maintenance page or a redirect to it (the operator's upstream down at start).
 */
async function waitFor(url, what, { timeoutMs = 30_000, accept = (response) => response.ok } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      await response.body?.cancel();
      if (accept(response)) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs} ms`);
}

/** The address to ask the site on: HOST itself, unless it names every interface. */
function loopbackOf(host) {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

const children = [];
function startChild(command, args, childEnv) {
  const child = spawn(command, args, { cwd: root, env: childEnv, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${args.join(' ')} exited (${signal ?? code}); stopping.`);
    stop(code ?? 1);
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (!process.argv.includes('--no-build')) buildIfNeeded();

if (!env.UPSTREAM_URL) {
  const sandboxPort = env.SANDBOX_PORT ?? '4010';
  // Node itself with tsx as its loader, not the tsx wrapper: a stop signal then reaches the
  // sandbox's own handler (the wrapper relays it, and kills a child that is slow to answer).
  startChild(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    ...env,
    SANDBOX_PORT: sandboxPort,
  });
  env.UPSTREAM_URL = `http://127.0.0.1:${sandboxPort}`;
  await waitFor(`${env.UPSTREAM_URL}/__sandbox/health`, 'The sandbox upstream');
}

// Our server in front of Next's handler (server/http/serve.mjs): it alone sees the TCP peer, so
// it decides which forwarded headers to believe (TRUSTED_PROXIES) and caps request bodies.
const host = env.HOST || '0.0.0.0';
startChild(process.execPath, [...serverNodeFlags(env.NODE_OPTIONS), 'server/http/serve.mjs'], {
  ...env,
  PORT: port,
  HOST: host,
  NODE_ENV: 'production',
});
await waitFor(`http://${loopbackOf(host)}:${port}/en`, 'The site', {
  timeoutMs: 60_000,
  accept: () => true,
}).catch((error) => {
  console.error(error.message);
  stop(1);
});
if (!stopping)
  console.info(`\nThe site is up: http://localhost:${port}  (upstream ${env.UPSTREAM_URL})`);
