#!/usr/bin/env node
/** `npm run dev`: the sandbox upstream (unless UPSTREAM_URL is set) and `next dev`. */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' };
const children = [];

if (!env.UPSTREAM_URL) {
  const sandboxPort = env.SANDBOX_PORT ?? '4010';
  children.push(
    spawn(bin('tsx'), ['watch', 'sandbox/main.ts'], {
      cwd: root,
      env: { ...env, SANDBOX_PORT: sandboxPort },
      stdio: 'inherit',
    }),
  );
  env.UPSTREAM_URL = `http://127.0.0.1:${sandboxPort}`;
}
children.push(
  spawn(bin('next'), ['dev', '-p', env.PORT ?? '3000'], { cwd: root, env, stdio: 'inherit' }),
);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
