/** @jest-environment node */
import { installRevokedSessions, MemoryRevokedSessions, revokedSessions } from './revocation';

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

describe('revokedSessions() (env REVOCATION_STORE)', () => {
  const saved = process.env.REVOCATION_STORE;
  afterEach(() => {
    if (saved === undefined) delete process.env.REVOCATION_STORE;
    else process.env.REVOCATION_STORE = saved;
    installRevokedSessions(null);
  });

  it.each([undefined, 'memory', ' memory '])('%j is the in-process store', (value) => {
    installRevokedSessions(null);
    if (value === undefined) delete process.env.REVOCATION_STORE;
    else process.env.REVOCATION_STORE = value;
    expect(revokedSessions()).toBeInstanceOf(MemoryRevokedSessions);
    expect(revokedSessions()).toBe(revokedSessions());
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
