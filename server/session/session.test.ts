/** @jest-environment node */
import {
  isSessionAlive,
  sessionExpiresAt,
  SESSION_ABSOLUTE_MS,
  SESSION_ABSOLUTE_REMEMBER_MS,
  SESSION_IDLE_MS,
  type SessionData,
} from './session';

const NOW = 1_800_000_000_000;
const CREATED = NOW - 60_000;
const live: SessionData = {
  sid: 's-1',
  userId: 1001,
  token: 'jwt',
  refreshKey: 'rk',
  createdAt: CREATED,
  lastSeenAt: NOW - 1_000,
};

describe('isSessionAlive', () => {
  it('a fresh session is alive', () => {
    expect(isSessionAlive(live, NOW)).toBe(true);
  });

  it('a token dropped while its renewal was unavailable leaves the session alive', () => {
    expect(isSessionAlive({ ...live, token: undefined }, NOW)).toBe(true);
  });

  it.each([
    ['no user', { userId: undefined }],
    ['neither token nor refresh key', { token: undefined, refreshKey: undefined }],
    ['idle too long', { lastSeenAt: NOW - SESSION_IDLE_MS - 1 }],
    ['past the absolute lifetime', { createdAt: NOW - SESSION_ABSOLUTE_MS - 1 }],
  ])('%s: not alive', (_, change) => {
    expect(isSessionAlive({ ...live, ...change }, NOW)).toBe(false);
  });
});

describe('sessionExpiresAt', () => {
  it('is the absolute lifetime from sign-in (longer with remember-me)', () => {
    expect(sessionExpiresAt(live)).toBe(CREATED + SESSION_ABSOLUTE_MS);
    expect(sessionExpiresAt({ ...live, remember: true })).toBe(
      CREATED + SESSION_ABSOLUTE_REMEMBER_MS,
    );
  });
});
