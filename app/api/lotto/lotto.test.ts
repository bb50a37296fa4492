/** @jest-environment node */
import { resetRateLimits } from '@/server/bff/rate-limit';
import { clearConfigCaches } from '@/server/config/site-config';
import { clearDrawsCaches } from '@/server/draws/draws-api';
import { removeDb, startTestSandbox, type TestSandbox } from '@/sandbox/test-harness';
import { bffRequest, signIn } from '@/app/api/coupons/test-helpers';
import { GET as tickets, POST as buy } from './tickets/route';

// The BFF against the real sandbox upstream (docs/upstream-contract.md "Lotto API").
let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  process.env.UPSTREAM_URL = sandbox.url;
});
afterAll(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});
beforeEach(async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  resetRateLimits();
  clearConfigCaches();
  clearDrawsCaches();
  await sandbox.call('POST', '/__sandbox/reset');
});
afterEach(() => jest.restoreAllMocks());

interface ErrorItem {
  code: string;
  title: string;
  source?: { pointer?: string; parameter?: string };
}
const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: ErrorItem[] }).errors;
const buying = (body: unknown, cookie?: string) =>
  buy(bffRequest('/api/lotto/tickets?lang=en', { method: 'POST', body, cookie }));

describe('POST /api/lotto/tickets', () => {
  it('buys a ticket for the next draw and lists it under its lottery', async () => {
    const cookie = await signIn(null);
    const response = await buying({ lottery: '6-45', numbers: [45, 1, 12, 23, 34, 7] }, cookie);
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as {
      data: { ticket: { numbers: number[]; price: string; lotteryName: string } };
    };
    expect(data.ticket).toMatchObject({
      numbers: [1, 7, 12, 23, 34, 45],
      price: '100.00',
      lotteryName: 'Lotto 6/45',
    });
    const list = await tickets(bffRequest('/api/lotto/tickets?lottery=6-45', { cookie }));
    expect(((await list.json()) as { data: { tickets: unknown[] } }).data.tickets).toHaveLength(1);
  });

  it.each([
    ['no numbers', { lottery: '5-36', numbers: [] }, '/numbers'],
    ['a number above 99', { lottery: '5-36', numbers: [1, 2, 3, 4, 100] }, '/numbers/4'],
    ['a number twice', { lottery: '5-36', numbers: [1, 1, 3, 4, 5] }, '/numbers'],
    ['a bad lottery slug', { lottery: '5/36', numbers: [1, 2, 3, 4, 5] }, '/lottery'],
    ['numbers as text', { lottery: '5-36', numbers: '1,2,3,4,5' }, '/numbers'],
  ])('answers 400 naming the field for %s', async (_, body, pointer) => {
    const cookie = await signIn(null);
    const response = await buying(body, cookie);
    expect(response.status).toBe(400);
    const [error] = await errorsOf(response);
    expect(error?.source?.pointer).toBe(pointer);
  });

  it('passes the upstream’s reason for numbers that do not fit the lottery', async () => {
    const cookie = await signIn(null);
    const response = await buying({ lottery: '5-36', numbers: [1, 2, 3, 4, 40] }, cookie);
    expect(response.status).toBe(400);
    const [error] = await errorsOf(response);
    expect(error).toMatchObject({ code: 'invalid_numbers' });
    const unknown = await buying({ lottery: '7-49', numbers: [1, 2, 3] }, cookie);
    expect(unknown.status).toBe(404);
  });

  it('answers 401 to a visitor and 400 to an unknown query parameter', async () => {
    expect((await buying({ lottery: 'keno', numbers: [1] })).status).toBe(401);
    const cookie = await signIn(null);
    const response = await tickets(bffRequest('/api/lotto/tickets?draw=1', { cookie }));
    expect(response.status).toBe(400);
    expect((await errorsOf(response))[0]?.title).toContain('"draw"');
  });
});
