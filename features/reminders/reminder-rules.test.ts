import type { LimitPing } from '@/server/upstream/schemas/reminders';
import {
  approvalDueAt,
  parseStoredRealityCheck,
  realityCheckAfterAnswer,
  realityCheckAfterPing,
  sessionTimeOf,
  toLocalMs,
  toServerS,
  type StoredRealityCheck,
} from './reminder-rules';

/** The device reads 10:00:00 while the upstream reads 12:00:00 on the same day. */
const clock = { serverNowS: 1_777_896_000, localAtMs: 1_777_888_800_000 };

const ping = (patch: Partial<LimitPing> = {}): LimitPing => ({
  now: clock.serverNowS,
  session: { startedAt: clock.serverNowS - 3_900, netResult: [] },
  realityCheck: { intervalMinutes: 30, showAt: clock.serverNowS + 600 },
  sessionLimit: null,
  pendingApprovals: [],
  ...patch,
});

const stored: StoredRealityCheck = {
  userId: 3,
  sessionStartedAt: clock.serverNowS - 3_900,
  intervalMinutes: 30,
  showAt: clock.localAtMs + 60_000,
  readAt: clock.localAtMs - 60_000,
};

describe('the upstream clock on this device', () => {
  it('carries times both ways', () => {
    expect(toLocalMs(clock, clock.serverNowS + 90)).toBe(clock.localAtMs + 90_000);
    expect(toServerS(clock, clock.localAtMs + 90_500)).toBe(clock.serverNowS + 90);
  });

  it('a deposit limit may be approved 86400 s after it was raised', () => {
    const approval = {
      limitType: 20 as const,
      limitValue: 100,
      startedAt: clock.serverNowS - 86_000,
    };
    expect(approvalDueAt(clock, approval)).toBe(clock.localAtMs + 400_000);
  });

  it('the session time counts from the sign-in, in hours and minutes', () => {
    expect(sessionTimeOf(clock, ping(), clock.localAtMs + 59_000)).toEqual({
      hours: 1,
      minutes: 5,
    });
  });
});

describe('the stored reality check (spec 01 §9)', () => {
  it('reads back what was stored, for its player only', () => {
    expect(parseStoredRealityCheck(JSON.stringify(stored), 3)).toEqual(stored);
    expect(parseStoredRealityCheck(JSON.stringify(stored), 4)).toBeNull();
    const off = { ...stored, intervalMinutes: null, showAt: null };
    expect(parseStoredRealityCheck(JSON.stringify(off), 3)).toEqual(off);
  });

  it.each([
    ['not JSON', '{'],
    ['no object', '42'],
    ['half off', JSON.stringify({ ...stored, showAt: null })],
    ['a zero interval', JSON.stringify({ ...stored, intervalMinutes: 0 })],
    ['a text time', JSON.stringify({ ...stored, showAt: '1' })],
    ['no sign-in', JSON.stringify({ ...stored, sessionStartedAt: undefined })],
  ])('%s is no timer', (_, raw) => {
    expect(parseStoredRealityCheck(raw, 3)).toBeNull();
  });

  it('keeps the stored timer until 5 minutes after the last reading', () => {
    const now = stored.readAt + 5 * 60_000 - 1;
    expect(realityCheckAfterPing(stored, ping(), clock, now, 3)).toBe(stored);
    const reread = realityCheckAfterPing(stored, ping(), clock, now + 1, 3);
    expect(reread).toEqual({
      ...stored,
      showAt: clock.localAtMs + 600_000,
      readAt: now + 1,
    });
  });

  it('reads the server at once for a new sign-in, with no timer, or a reading from the future', () => {
    const newSignIn = ping({ session: { startedAt: clock.serverNowS - 60, netResult: [] } });
    expect(realityCheckAfterPing(stored, newSignIn, clock, stored.readAt + 1, 3)).toMatchObject({
      sessionStartedAt: clock.serverNowS - 60,
    });
    expect(realityCheckAfterPing(null, ping({ realityCheck: null }), clock, 5, 3)).toEqual({
      userId: 3,
      sessionStartedAt: clock.serverNowS - 3_900,
      intervalMinutes: null,
      showAt: null,
      readAt: 5,
    });
    expect(realityCheckAfterPing(stored, ping(), clock, stored.readAt - 1, 3)).not.toBe(stored);
  });

  it('an answer moves the check an interval on, or turns it off', () => {
    expect(realityCheckAfterAnswer(stored, 1_000, false).showAt).toBe(1_000 + 30 * 60_000);
    expect(realityCheckAfterAnswer(stored, 1_000, true)).toMatchObject({
      intervalMinutes: null,
      showAt: null,
    });
  });
});
