/** @jest-environment node */
import {
  appendFileSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FileRevokedSessions,
  installRevokedSessions,
  MemoryRevokedSessions,
  revokedSessions,
} from './revocation';

describe('MemoryRevokedSessions', () => {
  it('a revoked id stays revoked until its expiry, then is forgotten', async () => {
    let now = 1_000;
    const store = new MemoryRevokedSessions({ now: () => now });
    await store.revoke('sid-1', 5_000);
    expect(await store.isRevoked('sid-1')).toBe(true);
    expect(await store.isRevoked('sid-2')).toBe(false);
    now = 4_999;
    expect(await store.isRevoked('sid-1')).toBe(true);
    now = 5_000;
    expect(await store.isRevoked('sid-1')).toBe(false);
    expect(store.size).toBe(0);
  });

  it('keeps nothing for an id whose cookie has already expired', async () => {
    const store = new MemoryRevokedSessions({ now: () => 10_000 });
    await store.revoke('old', 9_000);
    expect(await store.isRevoked('old')).toBe(false);
    expect(store.size).toBe(0);
  });

  it('a second revocation never shortens the first', async () => {
    let now = 0;
    const store = new MemoryRevokedSessions({ now: () => now });
    await store.revoke('sid', 10_000);
    await store.revoke('sid', 2_000);
    now = 5_000;
    expect(await store.isRevoked('sid')).toBe(true);
  });

  it('is bounded: expired ids go first, then those that expire soonest', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let now = 0;
    const store = new MemoryRevokedSessions({ maxEntries: 10, now: () => now });
    await store.revoke('short', 100);
    for (let i = 0; i < 9; i += 1) await store.revoke(`long-${i}`, 10_000 + i);
    now = 200;
    await store.revoke('late', 50_000);
    // The expired one made room: nothing alive was dropped.
    expect(store.size).toBe(10);
    expect(await store.isRevoked('long-0')).toBe(true);

    await store.revoke('later', 60_000);
    expect(store.size).toBeLessThanOrEqual(10);
    expect(await store.isRevoked('later')).toBe(true);
    expect(await store.isRevoked('late')).toBe(true);
    expect(await store.isRevoked('long-8')).toBe(true);
    expect(await store.isRevoked('long-0')).toBe(false);
    jest.restoreAllMocks();
  });
});

describe('FileRevokedSessions: a sign-out outlives a restart', () => {
  let folder: string;
  let path: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'revoked-'));
    path = join(folder, 'var', 'revoked.jsonl');
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('an id revoked before a restart is still revoked after it, until its expiry', async () => {
    let now = 1_000;
    const before = new FileRevokedSessions({ path, now: () => now });
    await before.revoke('sid-copied', 50_000);
    expect(await before.isRevoked('sid-copied')).toBe(true);

    const after = new FileRevokedSessions({ path, now: () => now });
    expect(await after.isRevoked('sid-copied')).toBe(true);
    expect(await after.isRevoked('sid-other')).toBe(false);
    now = 50_000;
    expect(await new FileRevokedSessions({ path, now: () => now }).isRevoked('sid-copied')).toBe(
      false,
    );
  });

  it('keeps digests, never the ids themselves', async () => {
    const store = new FileRevokedSessions({ path, now: () => 0 });
    await store.revoke('sid-secret-value', 10_000);
    const text = readFileSync(path, 'utf8');
    expect(text).not.toContain('sid-secret-value');
    expect(text.trim().split('\n')).toHaveLength(1);
    expect(statSync(path).mode & 0o077).toBe(0);
  });

  it('sees what another process on the same file revoked, and a rewrite of the file', async () => {
    const now = () => 0;
    const a = new FileRevokedSessions({ path, now });
    const b = new FileRevokedSessions({ path, now });
    await a.revoke('sid-a', 10_000);
    expect(await b.isRevoked('sid-a')).toBe(true);
    // A third process rewrites the file (a new inode) with an id of its own.
    writeFileSync(`${path}.new`, '');
    const c = new FileRevokedSessions({ path: `${path}.new`, now });
    await c.revoke('sid-c', 10_000);
    renameSync(`${path}.new`, path);
    expect(await b.isRevoked('sid-c')).toBe(true);
  });

  it('skips broken and cut lines, and reads the rest', async () => {
    const store = new FileRevokedSessions({ path, now: () => 0 });
    await store.revoke('sid-1', 10_000);
    appendFileSync(path, 'not json\n{"d":"short","u":5}\n{"d":1,"u":"x"}\n');
    await new FileRevokedSessions({ path, now: () => 0 }).revoke('sid-2', 10_000);
    appendFileSync(path, '{"d":"AAAAAAAAAAAAAAAAAAAAAA","u":9');
    const reader = new FileRevokedSessions({ path, now: () => 0 });
    expect(await reader.isRevoked('sid-1')).toBe(true);
    expect(await reader.isRevoked('sid-2')).toBe(true);
  });

  it('drops expired lines when it rewrites the file at start', async () => {
    let now = 0;
    const store = new FileRevokedSessions({ path, now: () => now });
    for (let i = 0; i < 20; i += 1) await store.revoke(`short-${i}`, 100);
    await store.revoke('long', 10_000);
    now = 200;
    const restarted = new FileRevokedSessions({ path, now: () => now });
    expect(restarted.size).toBe(1);
    expect(readFileSync(path, 'utf8').trim().split('\n')).toHaveLength(1);
    expect(await restarted.isRevoked('long')).toBe(true);
  });

  it('a file it cannot write leaves the id revoked in memory and says so in the log', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The file's folder is a file: nothing can be written under it.
    writeFileSync(join(folder, 'blocked'), '');
    const store = new FileRevokedSessions({ path: join(folder, 'blocked', 'revoked.jsonl') });
    await store.revoke('sid-kept', Date.now() + 60_000);
    expect(await store.isRevoked('sid-kept')).toBe(true);
    expect(logged.mock.calls.join('\n')).toContain('could not be written');
    expect(logged.mock.calls.join('\n')).not.toContain('sid-kept');
    logged.mockRestore();
  });
});

describe('revokedSessions() (env REVOCATION_STORE)', () => {
  const saved = process.env.REVOCATION_STORE;
  afterEach(() => {
    if (saved === undefined) delete process.env.REVOCATION_STORE;
    else process.env.REVOCATION_STORE = saved;
    installRevokedSessions(null);
  });

  it.each(['memory', ' memory '])('%j is the in-process store', (value) => {
    installRevokedSessions(null);
    process.env.REVOCATION_STORE = value;
    expect(revokedSessions()).toBeInstanceOf(MemoryRevokedSessions);
    expect(revokedSessions()).toBe(revokedSessions());
  });

  it.each([undefined, 'file'])('%j is the file store under var/', (value) => {
    installRevokedSessions(null);
    if (value === undefined) delete process.env.REVOCATION_STORE;
    else process.env.REVOCATION_STORE = value;
    expect(revokedSessions()).toBeInstanceOf(FileRevokedSessions);
  });

  it('an unknown store fails loudly instead of silently keeping ids per instance', () => {
    installRevokedSessions(null);
    process.env.REVOCATION_STORE = 'redis';
    expect(() => revokedSessions()).toThrow(/REVOCATION_STORE=redis/);
  });

  it('a store installed at start-up (a shared one) is the one used', async () => {
    process.env.REVOCATION_STORE = 'redis';
    const shared = new MemoryRevokedSessions();
    installRevokedSessions(shared);
    expect(revokedSessions()).toBe(shared);
  });
});
