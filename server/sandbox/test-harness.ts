/** Starts a sandbox on a free port with a throw-away database, for the sandbox's own tests. */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { RunningSandbox, SandboxOptions } from './server';
import { startSandbox } from './server';

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface TestSandbox extends RunningSandbox {
  dbPath: string;
  /** Calls the sandbox; a plain-object body is sent as JSON, a string as is. */
  call(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer>;
}

export function tempDbPath(): string {
  return join(tmpdir(), `sandbox-test-${randomUUID()}`, 'sandbox.db');
}

export function removeDb(dbPath: string): void {
  rmSync(dirname(dbPath), { recursive: true, force: true });
}

export async function startTestSandbox(
  options: Partial<SandboxOptions> = {},
): Promise<TestSandbox> {
  const dbPath = options.dbPath ?? tempDbPath();
  const sandbox = await startSandbox({ ...options, port: 0, dbPath });
  return {
    ...sandbox,
    dbPath,
    async call(method, path, body, headers = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      if (body !== undefined) {
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
        init.headers = { 'content-type': 'application/json', ...headers };
      }
      const response = await fetch(`${sandbox.url}${path}`, init);
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body: text === '' ? null : (JSON.parse(text) as unknown),
      };
    },
  };
}
