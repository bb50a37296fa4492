import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Starts the suite's build a second time, as `npm start` serves it (server/http/serve.mjs), on
 * `port` with `env` over the suite's environment, and resolves once it answers. For the specs
 * that need a site set up otherwise than the lanes' (its upstream down, a longer page copy).
 */
export async function startSecondSite(
  port: number,
  env: Record<string, string>,
  /** Receives what the site writes to stdout and stderr, for a spec that reads its log. */
  onOutput?: (text: string) => void,
): Promise<ChildProcess> {
  const site = spawn(process.execPath, ['server/http/serve.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: onOutput ? ['ignore', 'pipe', 'pipe'] : 'ignore',
  });
  site.stdout?.on('data', (chunk: Buffer) => onOutput?.(chunk.toString()));
  site.stderr?.on('data', (chunk: Buffer) => onOutput?.(chunk.toString()));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/api/nothing-here`).then(
      () => true,
      () => false,
    );
    if (up) return site;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  site.kill('SIGTERM');
  throw new Error(`the second site on ${port} did not start`);
}
