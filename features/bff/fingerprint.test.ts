import {
  currentFingerprint,
  FINGERPRINT_STORAGE_KEY,
  FINGERPRINT_TTL_MS,
  isFingerprintValid,
} from './fingerprint';

const NOW = 1_760_000_000_000;

beforeEach(() => localStorage.clear());

describe('isFingerprintValid (spec 02 §5: a token and a future expiry)', () => {
  it.each([
    ['a token with a future expiry', { token: 'abc', expiresAt: NOW + 1 }, true],
    ['an expiry just reached', { token: 'abc', expiresAt: NOW }, false],
    ['a past expiry', { token: 'abc', expiresAt: NOW - 1 }, false],
    ['no token', { expiresAt: NOW + 1000 }, false],
    ['an empty token', { token: '', expiresAt: NOW + 1000 }, false],
    ['no expiry', { token: 'abc' }, false],
    ['nothing', null, false],
  ])('%s → %s', (_, record, valid) => {
    expect(isFingerprintValid(record, NOW)).toBe(valid);
  });
});

describe('currentFingerprint', () => {
  it('draws a token once and keeps it in localStorage until it expires', () => {
    const first = currentFingerprint(NOW);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(currentFingerprint(NOW + 1000)).toBe(first);
    expect(JSON.parse(localStorage.getItem(FINGERPRINT_STORAGE_KEY) ?? '')).toEqual({
      token: first,
      expiresAt: NOW + FINGERPRINT_TTL_MS,
    });
    expect(currentFingerprint(NOW + FINGERPRINT_TTL_MS)).not.toBe(first);
  });

  it('replaces a damaged record', () => {
    localStorage.setItem(FINGERPRINT_STORAGE_KEY, '{not json');
    expect(currentFingerprint(NOW)).toMatch(/^[0-9a-f]{32}$/);
  });
});
