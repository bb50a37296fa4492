import type { CouponRequest } from '@/server/upstream/schemas/coupon';

/** The request as one text: keys sorted at every level, undefined left out (as JSON does). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** cyrb53: a fast 53-bit string hash; two seeds give 106 bits, plenty to tell coupons apart. */
function cyrb53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/**
 * What a request id is bound to: the content sent under it (bets, amounts, type, system,
 * account…). The same content keeps its id until placing it is decided; other content never
 * reuses it (the upstream would refuse it as `request_id_reused`). A collision could only make
 * the upstream answer that refusal, never place a coupon twice.
 */
export function requestFingerprint(request: CouponRequest): string {
  const text = canonical(request);
  return `${cyrb53(text, 0)}${cyrb53(text, 0x9e3779b9)}`;
}
