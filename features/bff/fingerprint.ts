/**
 * The browser's fingerprint token (spec 02 §3 "Fingerprint record: token, expiresAt"), from a
 * local provider: a random token with an expiry, kept in localStorage. The operator's external
 * fingerprint script is not part of this site; the upstream only needs a stable token per browser.
 */
export const FINGERPRINT_STORAGE_KEY = 'fingerprint';
/** How long a drawn token is used before a new one is drawn. */
export const FINGERPRINT_TTL_MS = 24 * 3_600_000;

export interface FingerprintRecord {
  token: string;
  /** ms since epoch */
  expiresAt: number;
}

/** spec 02 §5: valid only with a token and a future expiry. */
export function isFingerprintValid(
  record: Partial<FingerprintRecord> | null | undefined,
  now = Date.now(),
): record is FingerprintRecord {
  return (
    !!record &&
    typeof record.token === 'string' &&
    record.token.length > 0 &&
    typeof record.expiresAt === 'number' &&
    record.expiresAt > now
  );
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off; a token per page load still works.
    return null;
  }
}

function readRecord(): Partial<FingerprintRecord> | null {
  const raw = storage()?.getItem(FINGERPRINT_STORAGE_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Partial<FingerprintRecord>;
  } catch {
    return null;
  }
}

function drawToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Draws a new token, stores it and returns it. */
export function refreshFingerprint(now = Date.now()): FingerprintRecord {
  const record = { token: drawToken(), expiresAt: now + FINGERPRINT_TTL_MS };
  storage()?.setItem(FINGERPRINT_STORAGE_KEY, JSON.stringify(record));
  return record;
}

/** The stored token while it is valid, else a fresh one. */
export function currentFingerprint(now = Date.now()): string {
  const record = readRecord();
  return isFingerprintValid(record, now) ? record.token : refreshFingerprint(now).token;
}
