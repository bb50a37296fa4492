/**
 * spec 01 §7 "Reminders": "A policy logo image is requested from /web-api/policy/logo.agif for
 * country ids 1, 66, 126, 228, 120" (docs/upstream-contract.md "Policy logo"). The operator's is
 * an animated GIF; the sandbox draws a still badge as a small SVG with no script, no style sheet
 * and no external reference.
 */
import type { Router } from '../router';

export const POLICY_LOGO_PATH = '/web-api/policy/logo.agif';
export const POLICY_LOGO_SIZE = { width: 120, height: 40 } as const;

const LOGO_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=86400',
  'x-content-type-options': 'nosniff',
  // An SVG opened on its own must not run anything.
  'content-security-policy': "default-src 'none'",
};

/** Presentation attributes only: the badge draws the same under a policy with no style-src. */
export const POLICY_LOGO_SVG = [
  `<svg xmlns="http://www.w3.org/2000/svg" width="${POLICY_LOGO_SIZE.width}" height="${POLICY_LOGO_SIZE.height}" viewBox="0 0 120 40">`,
  '<rect x="0.5" y="0.5" width="119" height="39" rx="6" fill="#0f1b2b" stroke="#3d5a80"/>',
  '<circle cx="20" cy="20" r="13" fill="none" stroke="#e5484d" stroke-width="2.5"/>',
  '<text x="20" y="24.5" text-anchor="middle" font-family="Arial, sans-serif" font-size="11" font-weight="700" fill="#ffffff">18+</text>',
  '<text x="40" y="17" font-family="Arial, sans-serif" font-size="9" font-weight="700" fill="#ffffff">PLAY</text>',
  '<text x="40" y="29" font-family="Arial, sans-serif" font-size="9" font-weight="700" fill="#ffb400">RESPONSIBLY</text>',
  '</svg>',
].join('');

export function registerPolicyRoutes(router: Router): void {
  router.on('GET', POLICY_LOGO_PATH, () => ({
    status: 200,
    body: undefined,
    text: POLICY_LOGO_SVG,
    headers: LOGO_HEADERS,
  }));
}
