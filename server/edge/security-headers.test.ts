import { contentSecurityPolicy } from './security-headers';

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('frame-src', () => {
  const saved = process.env.UPSTREAM_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.UPSTREAM_URL;
    else process.env.UPSTREAM_URL = saved;
  });

  it('lets the casino’s launcher pages on the upstream’s origin into a frame, nothing wider', () => {
    process.env.UPSTREAM_URL = 'https://games.operator.example:8443/base/';
    const frames = directive(contentSecurityPolicy('n0nce', { dev: false }), 'frame-src');
    expect(frames).toEqual([
      "'self'",
      'https://accounts.google.com',
      'https://games.operator.example:8443',
    ]);
  });

  it('keeps the policy whole when the upstream address cannot be read', () => {
    process.env.UPSTREAM_URL = 'not a url';
    const policy = contentSecurityPolicy('n0nce', { dev: false });
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://accounts.google.com']);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
  });
});
