/** @jest-environment node */
import { removeDb, startTestSandbox, type TestSandbox } from '@/sandbox/test-harness';
import {
  blockAnswerSchema,
  configGroupsAnswerSchema,
  redirectAnswerSchema,
  siteConfigAnswerSchema,
} from '@/server/upstream/schemas/config';
import { clearConfigCaches, loadConfigGroups, loadSiteConfig } from './site-config';

// The embedded sandbox and our upstream schemas describe one contract (docs/upstream-contract.md).
let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  process.env.UPSTREAM_URL = sandbox.url;
});
afterAll(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});
beforeEach(() => clearConfigCaches());

const identity = { origin: 'http://localhost:3000', countryCode: 'ru' };

it.each(['en', 'ru'])('the %s site config parses and is in that language', async (lang) => {
  const answer = await sandbox.call('GET', `/bff-api/config/all.json?lang=${lang}`);
  expect(siteConfigAnswerSchema.safeParse(answer.body).success).toBe(true);
  const config = await loadSiteConfig(lang, identity);
  const titles = config.footer.columns.map((c) => c.title);
  expect(titles).toContain(lang === 'ru' ? 'Информация' : 'Information');
});

it('the config groups parse and hold what the site reads', async () => {
  const groups = await loadConfigGroups(
    ['routes', 'coupon', 'registrationReminder'],
    'en',
    identity,
  );
  expect(configGroupsAnswerSchema.safeParse({ data: groups }).success).toBe(true);
  expect(groups.registrationReminder).toEqual({ delay: 30, interval: 60 });
});

it('the redirect-light and block answers parse', async () => {
  const redirect = await sandbox.call(
    'POST',
    '/redirects-api/api/v1/redirect-light',
    { url: '/en/old-bonus' },
    { 'x-redirects-auth': 'sandbox-redirects-key' },
  );
  expect(redirectAnswerSchema.parse(redirect.body).data).toMatchObject({
    redirect: true,
    code: 301,
  });
  const light = await sandbox.call('GET', '/blocks-api/api/v1/block/light?stage=1&auth=0');
  expect(blockAnswerSchema.parse(light.body).data.displayTypeId).toBe(0);
  const block = await sandbox.call('POST', '/blocks-api/api/v2/block', { auth: false, url: '/en' });
  expect(blockAnswerSchema.safeParse(block.body).success).toBe(true);
});

it('records the headers the site sends on every upstream call', async () => {
  await loadSiteConfig('en', identity);
  const log = await sandbox.call('GET', '/__sandbox/requests?path=/bff-api/config/all.json');
  const requests = (log.body as { data: { headers: Record<string, string> }[] }).data;
  expect(requests.at(-1)?.headers).toMatchObject({
    'x-app-name': 'sportsbook-web',
    'x-request-origin': 'http://localhost:3000',
    'x-country-code': 'ru',
  });
});
