/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Circuit, UpstreamStatusError } from './circuit';
import { EDGE_TIMEOUT_MS, getEdgeSiteSettings } from './site-settings';
import {
  BLOCK_RETRY,
  clearEdgeAnswers,
  fetchBlockDecisions,
  fetchRedirect,
  REDIRECT_RETRY,
} from './upstream-light';

/** A stand-in upstream whose behaviour each test chooses. */
let behaviour: 'hang' | 'fail' | 'onlySiteWide' = 'hang';
let asked: string[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    if (behaviour === 'fail') {
      response.writeHead(503).end();
    }
    if (behaviour === 'onlySiteWide' && request.url?.includes('/block/light')) {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ data: { displayTypeId: 1, templateTypeId: 3 } }));
    }
    // 'hang': never answers; the client's budget must end the wait.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.UPSTREAM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SITE_CONFIG_TTL_S = '30';
});

afterEach(() => jest.restoreAllMocks());

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  delete process.env.UPSTREAM_URL;
});

beforeEach(() => {
  // The failures are logged on purpose; the log itself is tested in server/log.test.ts.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  asked = [];
  clearEdgeAnswers();
});

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; error: unknown }> {
  const started = Date.now();
  let error: unknown = null;
  await work().catch((e: unknown) => {
    error = e;
  });
  return { ms: Date.now() - started, error };
}

const blockQuery = {
  signedIn: false,
  path: '/en/live',
  referralParams: '',
  mainVipDomainAuthNeed: false,
};

describe('the light upstream calls under faults', () => {
  it('a hanging redirect service costs one budget, and other paths then cost nothing', async () => {
    behaviour = 'hang';
    const first = await timed(() => fetchRedirect('/en/about', 'http://localhost:3000'));
    expect(first.error).toBeTruthy();
    expect(first.ms).toBeLessThan(REDIRECT_RETRY.budgetMs * 2);
    // A hang leaves no time for a retry: one try, not six.
    expect(asked.filter((a) => a.includes('redirect-light'))).toHaveLength(1);

    const second = await timed(() => fetchRedirect('/en/contacts', 'http://localhost:3000'));
    expect(second.error).toBeTruthy();
    expect(second.ms).toBeLessThan(EDGE_TIMEOUT_MS / 2);
    expect(asked.filter((a) => a.includes('redirect-light'))).toHaveLength(1);
  });

  it('a failing redirect service is retried 5 times within the budget', async () => {
    behaviour = 'fail';
    const { error, ms } = await timed(() => fetchRedirect('/en/about', 'http://localhost:3000'));
    expect(error).toBeTruthy();
    expect(ms).toBeLessThan(REDIRECT_RETRY.budgetMs * 2);
    expect(asked.filter((a) => a.includes('redirect-light'))).toHaveLength(
      REDIRECT_RETRY.retries + 1,
    );
  });

  it('hanging block services are given up within their budget, asked side by side', async () => {
    behaviour = 'hang';
    const first = await timed(() => fetchBlockDecisions(blockQuery, 'http://localhost:3000'));
    expect(first.error).toBeTruthy();
    expect(first.ms).toBeLessThan(BLOCK_RETRY.budgetMs * 2);
    const second = await timed(() =>
      fetchBlockDecisions({ ...blockQuery, path: '/en/line' }, 'http://localhost:3000'),
    );
    expect(second.ms).toBeLessThan(EDGE_TIMEOUT_MS / 2);
  });

  it("a page's own check that hangs leaves the site-wide decision, with the reason", async () => {
    behaviour = 'onlySiteWide';
    let answer: Awaited<ReturnType<typeof fetchBlockDecisions>> | undefined;
    const { ms, error } = await timed(async () => {
      answer = await fetchBlockDecisions(blockQuery, 'http://localhost:3000');
    });
    expect(error).toBeNull();
    expect(ms).toBeLessThan(BLOCK_RETRY.budgetMs * 2);
    expect(answer?.decisions).toEqual([{ displayTypeId: 1, templateTypeId: 3 }]);
    expect(answer?.pathError).toMatchObject({ name: 'TimeoutError' });
  });

  it('a hanging config falls back within the budget, and the next view at once', async () => {
    behaviour = 'hang';
    const first = await timed(async () => {
      const settings = await getEdgeSiteSettings('http://localhost:3000');
      expect(settings.unavailable).toBe(true);
    });
    expect(first.error).toBeNull();
    expect(first.ms).toBeLessThan(EDGE_TIMEOUT_MS * 2);
    const second = await timed(() => getEdgeSiteSettings('http://localhost:3000'));
    expect(second.ms).toBeLessThan(EDGE_TIMEOUT_MS / 2);
  });
});

describe('what opens a circuit', () => {
  it('a refusal of one request (4xx) does not close the service for the next visitor', async () => {
    const circuit = new Circuit('test', { openMs: 10_000 });
    await expect(
      circuit.run(async () => {
        throw new UpstreamStatusError('http://upstream/x', 403);
      }),
    ).rejects.toThrow('answered 403');
    expect(circuit.isOpen()).toBe(false);
    await expect(
      circuit.run(async () => {
        throw new UpstreamStatusError('http://upstream/x', 503);
      }),
    ).rejects.toThrow('answered 503');
    expect(circuit.isOpen()).toBe(true);
  });
});
