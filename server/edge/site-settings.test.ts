/** @jest-environment node */
import { removeDb, startTestSandbox, type TestSandbox } from '@/sandbox/test-harness';
import { getEdgeSiteSettings } from './site-settings';
import { withTagManagerSources } from '@/server/analytics/csp';
import { contentSecurityPolicy } from './security-headers';

// The middleware reads the tag manager's container id with the route settings, in the same
// upstream call, so that the page's policy lets the tags reach Google's origins only then.
let sandbox: TestSandbox;
// Each test asks for another origin: the settings are cached per origin.
const origins = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost:3001'];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  process.env.UPSTREAM_URL = sandbox.url;
});
afterAll(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
  delete process.env.UPSTREAM_URL;
});
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function analyticsGroup(value: unknown) {
  const answer = await sandbox.call('PUT', '/__sandbox/config-groups/analytics', value);
  expect(answer.status).toBeLessThan(300);
}

describe('the edge settings and the tag manager', () => {
  it('has no container id while the site names none: the policy stays as it is', async () => {
    const settings = await getEdgeSiteSettings(origins[0]!);
    expect(settings.unavailable).toBeUndefined();
    expect(settings.gtmId).toBeNull();
    const policy = contentSecurityPolicy('n0nce', { dev: false });
    expect(withTagManagerSources(policy, settings.gtmId)).toBe(policy);
  });

  it('reads the container id the operator sets, and the policy lets its tags report', async () => {
    await analyticsGroup({ gtmId: 'GTM-AB12CD', collectorEnabled: true });
    const settings = await getEdgeSiteSettings(origins[1]!);
    expect(settings.gtmId).toBe('GTM-AB12CD');
    const policy = withTagManagerSources(
      contentSecurityPolicy('n0nce', { dev: false }),
      'GTM-AB12CD',
    );
    expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
  });

  it('takes a container id that is not one for none, and keeps the rest of the settings', async () => {
    await analyticsGroup({ gtmId: 'https://evil.example/x.js' });
    const settings = await getEdgeSiteSettings(origins[2]!);
    expect(settings.gtmId).toBeNull();
    expect(settings.languages).toContain('en');
  });
});
