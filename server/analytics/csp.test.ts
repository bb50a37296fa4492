/** @jest-environment node */
import { contentSecurityPolicy } from '@/server/edge/security-headers';
import { withTagManagerSources } from './csp';

const policy = contentSecurityPolicy('bm9uY2U=', { dev: false });
const directive = (csp: string, name: string) =>
  csp.split('; ').find((part) => part.startsWith(`${name} `));

describe('withTagManagerSources (docs/decisions.md "Analytics")', () => {
  it('leaves the policy as it is without a container id', () => {
    expect(withTagManagerSources(policy, null)).toBe(policy);
  });

  it('lets the tag manager’s tags reach Google with a container id, and nothing else changes', () => {
    const loosened = withTagManagerSources(policy, 'GTM-AB12CD');
    expect(directive(loosened, 'connect-src')).toBe(
      `${directive(policy, 'connect-src')} https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com`,
    );
    expect(directive(loosened, 'frame-src')).toBe(
      `${directive(policy, 'frame-src')} https://www.googletagmanager.com`,
    );
    // Its script is trusted by the nonce it carries, as every script: script-src is untouched.
    expect(directive(loosened, 'script-src')).toBe(directive(policy, 'script-src'));
    const others = (csp: string) =>
      csp.split('; ').filter((part) => !/^(connect|frame)-src /.test(part));
    expect(others(loosened)).toEqual(others(policy));
  });
});
