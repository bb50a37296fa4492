/**
 * The geo-off pass (spec 01 §4 Blocking: "a geo-off cookie set for reason 1"). A plain `geo_off=1`
 * would let anybody lift a geography block, so the cookie is a signed pass the operator's geo
 * service issues: `<expiry in epoch seconds>.<base64url HMAC-SHA256 of "geo_off.<expiry>">`, under
 * the key both share (GEO_OFF_KEY). With no key configured no pass is honoured. Edge-safe (Web
 * Crypto only).
 */
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

function base64url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The key the geo service signs passes with; absent means passes are not accepted. */
export function geoOffKey(): string | undefined {
  const key = process.env.GEO_OFF_KEY;
  return key && key.length >= 16 ? key : undefined;
}

export async function signGeoOffPass(expiresAtS: number, secret: string): Promise<string> {
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret),
    encoder.encode(`geo_off.${expiresAtS}`),
  );
  return `${expiresAtS}.${base64url(signature)}`;
}

/** Whether the cookie is a pass signed with the key and not expired. */
export async function isValidGeoOffPass(
  value: string | undefined,
  secret: string | undefined,
  now = Date.now(),
): Promise<boolean> {
  if (!value || !secret) return false;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]+)$/.exec(value);
  if (!match) return false;
  const [, expiry = '', signature = ''] = match;
  if (Number(expiry) * 1000 <= now) return false;
  const bytes = fromBase64url(signature);
  if (!bytes) return false;
  return crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret),
    bytes,
    encoder.encode(`geo_off.${expiry}`),
  );
}
