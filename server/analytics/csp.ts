/**
 * What the page's Content-Security-Policy (server/edge/security-headers.ts) must allow for the
 * tag manager, and only while a container id is configured (docs/decisions.md "Analytics").
 * Loading it needs nothing new: its script carries the page's nonce and 'strict-dynamic' trusts
 * what it loads. What its tags send (hits, the preview pane) goes to Google's origins, which
 * connect-src and frame-src refuse today. Without a container id the policy stays as it is.
 * Edge-safe and pure.
 */
export const TAG_MANAGER_CSP_SOURCES: Readonly<Record<string, readonly string[]>> = {
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  'frame-src': ['https://www.googletagmanager.com'],
};

/** The policy with the tag manager's sources added to its directives, when `gtmId` is set. */
export function withTagManagerSources(policy: string, gtmId: string | null): string {
  if (!gtmId) return policy;
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name = ''] = directive.split(/\s+/);
      const extra = TAG_MANAGER_CSP_SOURCES[name];
      return extra ? `${directive} ${extra.join(' ')}` : directive;
    })
    .join('; ');
}
