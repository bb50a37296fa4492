/**
 * The news and results pages' tests run against the embedded sandbox (the operator's own
 * implementation) on a fixed clock, so what a page shows is checked against real answers.
 */
import { startTestSandbox, type TestSandbox } from '@/sandbox/test-harness';
import { clearFeedCaches } from '@/server/feeds/feeds-api';

/** Wednesday 18 November 2026, 21:00 UTC. */
export const FEEDS_NOW = Date.UTC(2026, 10, 18, 21, 0);

export function startFeedsSandbox(): { current: TestSandbox | null } {
  // The sandbox draws a season's history on its first league-table call: seconds on a busy machine.
  jest.setTimeout(20_000);
  const ref: { current: TestSandbox | null } = { current: null };
  beforeAll(async () => {
    ref.current = await startTestSandbox({ now: () => FEEDS_NOW });
    process.env.UPSTREAM_URL = ref.current.url;
  });
  afterAll(async () => {
    await ref.current?.close();
  });
  beforeEach(() => {
    clearFeedCaches();
    jest.spyOn(Date, 'now').mockImplementation(() => FEEDS_NOW);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
  return ref;
}
