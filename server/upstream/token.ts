/**
 * spec 02 §5: "A user token is valid only if it exists, has an expiry claim and the expiry time
 * is in the future". The token is a JWT; we read its claims, the upstream verifies its signature.
 */
export function tokenExpiry(token: string | null | undefined): number | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const exp = (claims as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** A few seconds of margin so a token does not expire on its way to the upstream. */
const EXPIRY_MARGIN_MS = 5000;

export function isTokenValid(token: string | null | undefined, now = Date.now()): boolean {
  const expiry = tokenExpiry(token);
  return expiry !== null && expiry - EXPIRY_MARGIN_MS > now;
}
