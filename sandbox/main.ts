/**
 * `npm run sandbox`: the sandbox upstream on its own.
 * Env: SANDBOX_PORT (default 4010), SANDBOX_DB (default var/sandbox/sandbox.db), REDIRECTS_AUTH,
 * SANDBOX_TOKEN_TTL_S (default 900), SANDBOX_RECOVERY_TTL_S (default 600), SANDBOX_LIVE_TICK_MS
 * (default 5000, 0 stops the live simulation).
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import { ttlSecondsEnvSchema } from './auth-limits';
import { liveTickMsEnvSchema } from './line-live';
import { liveClip } from './media-clip';
import { startSandbox } from './server';

const envSchema = z.object({
  SANDBOX_PORT: z
    .string()
    .regex(/^\d+$/, 'a port number')
    .transform(Number)
    .pipe(z.number().int().min(0).max(65535))
    .default(4010),
  SANDBOX_DB: z.string().default('var/sandbox/sandbox.db'),
  REDIRECTS_AUTH: z.string().min(1).optional(),
  SANDBOX_TOKEN_TTL_S: ttlSecondsEnvSchema.optional(),
  SANDBOX_RECOVERY_TTL_S: ttlSecondsEnvSchema.optional(),
  SANDBOX_LIVE_TICK_MS: liveTickMsEnvSchema.optional(),
});

function readEnv(): z.infer<typeof envSchema> {
  const present = Object.fromEntries(
    Object.entries(process.env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`sandbox upstream: bad environment (${problems.join('; ')})`);
  }
  return result.data;
}

async function main(): Promise<void> {
  const env = readEnv();
  const sandbox = await startSandbox({
    port: env.SANDBOX_PORT,
    dbPath: resolve(process.cwd(), env.SANDBOX_DB),
    redirectsAuth: env.REDIRECTS_AUTH,
    tokenTtlSeconds: env.SANDBOX_TOKEN_TTL_S,
    recoveryTtlSeconds: env.SANDBOX_RECOVERY_TTL_S,
    liveTickMs: env.SANDBOX_LIVE_TICK_MS,
  });
  console.info(`sandbox upstream listening on ${sandbox.url}`);
  // The live video's clip is made now, a frame at a time between answers, not for the first viewer.
  liveClip().catch((error: unknown) => {
    console.error('sandbox upstream: the live video clip could not be made', error);
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`sandbox upstream: error while stopping on ${signal}`, error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
