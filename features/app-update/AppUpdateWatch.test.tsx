import { act, fireEvent, screen } from '@testing-library/react';
import { browserNavigation } from '@/features/ui/browser-navigation';
import { bffError, installFakeBff } from '@/features/bff/testing/fake-bff';
import { renderWithProviders } from '@/tests/render';
import { UPDATE_POLL_MS } from './app-update-rules';
import { AppUpdateWatch } from './AppUpdateWatch';

const labels = {
  title: 'A new version of the site is available',
  text: 'Reload the page to use it.',
  reload: 'Reload',
};
const version = (buildId: string | null) => ({ body: { data: { buildId } } });

let network: ReturnType<typeof installFakeBff>;
let reload: jest.SpyInstance;
let visibility: DocumentVisibilityState;

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const notice = () => screen.queryByRole('status');
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  reload = jest.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
});
afterEach(() => {
  network.restore();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('app update notice (spec 01 §4 Other, §8 main_update_notify_title_text)', () => {
  it('asks every 5 minutes; a new build brings the notice, whose Reload reloads the page', async () => {
    network = installFakeBff({ 'GET /api/version': [version('build-1'), version('build-2')] });
    renderWithProviders(<AppUpdateWatch buildId="build-1" labels={labels} />);
    expect(network.callsTo('GET /api/version')).toHaveLength(0);

    await advance(UPDATE_POLL_MS);
    expect(network.callsTo('GET /api/version')).toHaveLength(1);
    expect(notice()).not.toBeInTheDocument();

    await advance(UPDATE_POLL_MS);
    expect(network.callsTo('GET /api/version')).toHaveLength(2);
    expect(notice()).toHaveTextContent(labels.title);
    expect(notice()).toHaveTextContent(labels.text);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('tells of one new build once: dismissed, it does not come back for the same build', async () => {
    network = installFakeBff({ 'GET /api/version': version('build-2') });
    renderWithProviders(<AppUpdateWatch buildId="build-1" labels={labels} />);
    await advance(UPDATE_POLL_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Close notice' }));
    await advance(UPDATE_POLL_MS * 3);
    expect(network.callsTo('GET /api/version')).toHaveLength(4);
    expect(notice()).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a hidden page asks nothing; shown again, it asks at once', async () => {
    network = installFakeBff({ 'GET /api/version': version('build-2') });
    renderWithProviders(<AppUpdateWatch buildId="build-1" labels={labels} />);
    setVisibility('hidden');
    await advance(UPDATE_POLL_MS * 2);
    expect(network.callsTo('GET /api/version')).toHaveLength(0);
    setVisibility('visible');
    await advance(0);
    expect(network.callsTo('GET /api/version')).toHaveLength(1);
    expect(notice()).toHaveTextContent(labels.title);
  });

  it('a failed ask says nothing and is tried at the next turn', async () => {
    network = installFakeBff({
      'GET /api/version': [bffError(502, 'upstream_error'), version('build-2')],
    });
    renderWithProviders(<AppUpdateWatch buildId="build-1" labels={labels} />);
    await advance(UPDATE_POLL_MS);
    expect(notice()).not.toBeInTheDocument();
    await advance(UPDATE_POLL_MS);
    expect(notice()).toHaveTextContent(labels.title);
  });

  it('without a known build (next dev) it does not ask', async () => {
    network = installFakeBff({ 'GET /api/version': version('build-2') });
    renderWithProviders(<AppUpdateWatch buildId={null} labels={labels} />);
    await advance(UPDATE_POLL_MS * 2);
    expect(network.callsTo('GET /api/version')).toHaveLength(0);
  });

  it('a server that cannot say its build (null) brings no notice', async () => {
    network = installFakeBff({ 'GET /api/version': version(null) });
    renderWithProviders(<AppUpdateWatch buildId="build-1" labels={labels} />);
    await advance(UPDATE_POLL_MS);
    expect(network.callsTo('GET /api/version')).toHaveLength(1);
    expect(notice()).not.toBeInTheDocument();
  });
});
