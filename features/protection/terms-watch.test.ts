import { createBffClient } from '@/features/bff/bff-client';
import { bffError, installFakeBff } from '@/features/bff/testing/fake-bff';
import { isExcludedFromTerms, watchTerms } from './terms-watch';

const EXCLUDED = ['confirm', 'rules/:ruleGroup/:chapter?', 'office/support', 'contacts'];

let network: ReturnType<typeof installFakeBff> | undefined;

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  network?.restore();
  jest.useRealTimers();
});

type Answer = boolean | 'down';

/** The real BFF client on a fake network answering the terms status in turn (the last repeats). */
function clientAnswering(...answers: Answer[]) {
  network = installFakeBff({
    'GET /api/terms/status': answers.map((answer) =>
      answer === 'down'
        ? bffError(502, 'upstream_error')
        : { body: { data: { toConfirm: answer, updatedAt: null } } },
    ),
  });
  return { fetch: network.fetch, client: createBffClient() };
}

function start(path: string, ...answers: (boolean | 'down')[]) {
  const { fetch, client } = clientAnswering(...answers);
  const navigate = jest.fn();
  const onExcluded = jest.fn();
  const [pathname = '', search = ''] = path.split(/(?=\?)/);
  const stop = watchTerms({
    lng: 'en',
    excluded: EXCLUDED,
    navigate,
    onExcluded,
    client,
    location: () => ({ pathname, search }),
  });
  return { fetch, navigate, onExcluded, stop };
}

/** Runs the clock by one poll period and lets the answer arrive. */
async function nextPoll() {
  await jest.advanceTimersByTimeAsync(60_000);
}

describe('terms poll (spec 01 §4 Terms confirmation, §9 60000 ms)', () => {
  it('asks every 60 s, not before', async () => {
    const { fetch, stop } = start('/en/line', false);
    await jest.advanceTimersByTimeAsync(59_999);
    expect(fetch).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual(['/api/terms/status?lang=en', expect.anything()]);
    await nextPoll();
    await nextPoll();
    expect(fetch).toHaveBeenCalledTimes(3);
    stop();
    await nextPoll();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('sends the player to confirm once the terms changed, keeping the page to come back to', async () => {
    const { navigate, fetch } = start('/en/line/football?tab=2', false, true);
    await nextPoll();
    expect(navigate).not.toHaveBeenCalled();
    await nextPoll();
    expect(navigate).toHaveBeenCalledWith(
      `/en/confirm?returnUrl=${encodeURIComponent('/en/line/football?tab=2')}`,
    );
    await nextPoll();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each(['/en/confirm', '/en/rules/general', '/en/office/support', '/en/contacts'])(
    'leaves the player on the excluded route %s, with a notice offering the terms',
    async (path) => {
      const { navigate, fetch, onExcluded } = start(path, true);
      await nextPoll();
      await nextPoll();
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(navigate).not.toHaveBeenCalled();
      expect(onExcluded).toHaveBeenCalledWith(`/en/confirm?returnUrl=${encodeURIComponent(path)}`);
    },
  );

  it('keeps polling through a failed answer', async () => {
    const { navigate } = start('/en', 'down', true);
    await nextPoll();
    expect(navigate).not.toHaveBeenCalled();
    await nextPoll();
    expect(navigate).toHaveBeenCalledWith(`/en/confirm?returnUrl=${encodeURIComponent('/en')}`);
  });
});

describe('routes excluded from the terms redirect', () => {
  it.each([
    ['/en/contacts', true],
    ['/en/rules/general/3', true],
    ['/en/office/support', true],
    ['/en/office/account', false],
    ['/en', false],
    ['/ru/contacts', false],
  ])('%s excluded: %s', (path, excluded) => {
    expect(isExcludedFromTerms('en', path, EXCLUDED)).toBe(excluded);
  });
});
