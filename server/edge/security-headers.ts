/**
 * Security headers. The Content-Security-Policy carries a nonce drawn per request in the
 * middleware (Next reads it from the request's CSP header and puts it on its own scripts); the
 * other headers are the same for every answer and are set in next.config.ts.
 */
import { upstreamBaseUrl } from './upstream-headers';

export function contentSecurityPolicy(nonce: string, options: { dev: boolean }): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'strict-dynamic': scripts our nonce-bearing scripts load are trusted, nothing else.
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(options.dev ? ["'unsafe-eval'"] : []),
    ],
    // Inline style attributes (brand colours, icons) are needed; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com'],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    // The one-tap provider (loaded only when the site enables it) talks to and frames its origin.
    'connect-src': ["'self'", 'https://accounts.google.com', ...(options.dev ? ['ws:'] : [])],
    // The casino's launcher pages are served by the upstream (docs/upstream-contract.md
    // "Casino API"), which lets only the launching site frame them.
    'frame-src': ["'self'", 'https://accounts.google.com', ...launcherOrigin()],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

function launcherOrigin(): string[] {
  try {
    return [new URL(upstreamBaseUrl()).origin];
  } catch {
    return [];
  }
}

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The headers every answer carries (next.config.ts `headers()`). */
export const STATIC_SECURITY_HEADERS: readonly { key: string; value: string }[] = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(self), microphone=(), geolocation=(), payment=(self)',
  },
];

/**
 * The BFF answers JSON, never a document: its policy allows nothing to load, run or frame it.
 * (Pages get the nonce policy from the middleware, which the BFF does not pass through.)
 */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
