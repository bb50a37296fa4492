import 'server-only';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { log } from '@/server/log';

/** iron-session needs at least 32 characters; we ask as much of SESSION_SECRET. */
export const MIN_SECRET_LENGTH = 32;
const LOCAL_SECRET_FILE = join(process.cwd(), 'var', 'session-secret');

let cached: string | null = null;

/**
 * The session secret: SESSION_SECRET when set (it must be ≥ 32 characters), else a random one
 * generated once and kept in var/session-secret (git-ignored) so a local demo keeps its sessions
 * across restarts. Deployments set SESSION_SECRET (several instances must share it).
 */
export function sessionSecret(): string {
  if (cached) return cached;
  const fromEnv = process.env.SESSION_SECRET;
  if (fromEnv !== undefined) {
    if (fromEnv.length < MIN_SECRET_LENGTH) {
      throw new Error(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    }
    cached = fromEnv;
    return cached;
  }
  if (existsSync(LOCAL_SECRET_FILE)) {
    const stored = readFileSync(LOCAL_SECRET_FILE, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return (cached = stored);
  }
  const generated = randomBytes(48).toString('base64url');
  mkdirSync(dirname(LOCAL_SECRET_FILE), { recursive: true });
  writeFileSync(LOCAL_SECRET_FILE, `${generated}\n`, { mode: 0o600 });
  chmodSync(LOCAL_SECRET_FILE, 0o600);
  log.warn('SESSION_SECRET is not set: using a generated secret kept in var/session-secret');
  return (cached = generated);
}
