/** @jest-environment node */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { removeDb, tempDbPath } from './test-harness';

const projectRoot = join(__dirname, '..');

function waitForLine(stream: NodeJS.ReadableStream, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let seen = '';
    stream.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const match = seen.match(pattern);
      if (match) resolve(match);
    });
    stream.on('end', () => reject(new Error(`stream ended before ${pattern}: ${seen}`)));
  });
}

it('starts from the environment, logs its address and stops cleanly on SIGTERM', async () => {
  const dbPath = tempDbPath();
  // As `npm start` runs it: Node with tsx as its loader, so SIGTERM reaches the sandbox itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, SANDBOX_PORT: '0', SANDBOX_DB: dbPath },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  try {
    const [, url] = await waitForLine(
      child.stdout,
      /^sandbox upstream listening on (http:\/\/127\.0\.0\.1:\d+)$/m,
    );
    const health = await fetch(`${url}/__sandbox/health`);
    expect(await health.json()).toEqual({ ok: true });

    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    removeDb(dbPath);
  }
}, 20_000);
