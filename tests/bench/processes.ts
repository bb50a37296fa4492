/**
 * The servers the bench starts: each in its own process group, so that stopping one also stops
 * what it started (server/cli/start.mjs starts the sandbox and the site), and all of them stopped
 * when the bench ends in any way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Started {
  name: string;
  child: ChildProcess;
  /** The last lines it wrote, shown when it fails. */
  output: string[];
}

const running = new Set<Started>();

function keepTail(lines: string[], chunk: Buffer) {
  lines.push(...chunk.toString().split('\n').filter(Boolean));
  if (lines.length > 40) lines.splice(0, lines.length - 40);
}

export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Started {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const started: Started = { name, child, output: [] };
  child.stdout?.on('data', (chunk: Buffer) => keepTail(started.output, chunk));
  child.stderr?.on('data', (chunk: Buffer) => keepTail(started.output, chunk));
  running.add(started);
  child.on('exit', () => running.delete(started));
  return started;
}

function signalGroup(started: Started, signal: NodeJS.Signals) {
  const { pid } = started.child;
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

export async function stopProcess(started: Started): Promise<void> {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => started.child.once('exit', () => resolve()));
  signalGroup(started, 'SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), sleep(10_000).then(() => true)]);
  if (timedOut) {
    signalGroup(started, 'SIGKILL');
    await exited;
  }
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map(stopProcess));
}

/** Stops every process group synchronously: the last thing on an unexpected exit. */
export function killAllNow() {
  for (const started of running) signalGroup(started, 'SIGKILL');
}

/** Resolves once `url` answers 2xx; fails early when the process that should serve it exits. */
export async function waitForUrl(url: string, started: Started, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null || started.child.signalCode !== null) {
      throw new Error(
        `${started.name} exited before ${url} answered:\n${started.output.join('\n')}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${started.output.join('\n')}`);
}

/** Runs a command to its end; its output goes to the bench's stderr only when it fails. */
export async function runToEnd(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<void> {
  const started = startProcess(name, command, args, options);
  const code = await new Promise<number | null>((resolve) =>
    started.child.once('exit', (exitCode) => resolve(exitCode)),
  );
  if (code !== 0) throw new Error(`${name} failed (${code}):\n${started.output.join('\n')}`);
}
