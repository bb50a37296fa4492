import { act, fireEvent, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { initialAuthState } from '@/features/session/authSlice';
import { bffError, installFakeBff } from '@/features/bff/testing/fake-bff';
import { USER_CONFIG } from '@/features/user/testing/user-config';
import { initialUserState, type UserState } from '@/features/user/userSlice';
import en from '@/messages/en.json';
import { renderWithProviders } from '@/tests/render';
import { SportsBlacklist } from './SportsBlacklist';

const SAVE = 'PUT /api/user/settings/sports';
const CONFIG = 'GET /api/user/config';
const SPORTS = [
  { id: 1, name: 'Football' },
  { id: 3, name: 'Basketball' },
  { id: 40, name: 'Esports' },
];
// The demo player's lists: 17 and 42 are sports the line does not offer now.
const LOADED = {
  ...initialUserState,
  isInstalled: true,
  status: 'loaded' as const,
  config: { ...USER_CONFIG, disallow_line_sport: [17, 42], disallow_live_sport: [40] },
};

let network: ReturnType<typeof installFakeBff> | null = null;
afterEach(() => {
  network?.restore();
  network = null;
});

function renderSection(user: UserState = LOADED) {
  return renderWithProviders(
    <NextIntlClientProvider locale="en" messages={{ settings: en.settings }} timeZone="UTC">
      <SportsBlacklist sports={SPORTS} />
    </NextIntlClientProvider>,
    { preloadedState: { auth: { ...initialAuthState, userId: 1001 }, user } },
  );
}

const group = (name: string) => within(screen.getByRole('group', { name: new RegExp(name) }));

describe('hidden sports on the settings page (spec 01 §7, spec 02 §3 disallow_*_sport)', () => {
  it('shows the saved lists, saves a change with the unseen ids kept, and loads the config again', async () => {
    network = installFakeBff({
      [SAVE]: { body: { data: { disallow_line_sport: [3, 17, 42], disallow_live_sport: [] } } },
      [CONFIG]: {
        body: {
          data: { ...USER_CONFIG, disallow_line_sport: [3, 17, 42], disallow_live_sport: [] },
        },
      },
    });
    const { store } = renderSection();
    expect(group('Hide in live').getByRole('checkbox', { name: 'Esports' })).toBeChecked();
    expect(group('Hide in the line').getByRole('checkbox', { name: 'Esports' })).not.toBeChecked();
    const save = screen.getByRole('button', { name: 'Save hidden sports' });
    expect(save).toBeDisabled();

    fireEvent.click(group('Hide in the line').getByRole('checkbox', { name: 'Basketball' }));
    fireEvent.click(group('Hide in live').getByRole('checkbox', { name: 'Esports' }));
    expect(save).toBeEnabled();
    await act(async () => {
      fireEvent.click(save);
    });
    await act(async () => undefined);

    expect(network.callsTo(SAVE)[0]?.body).toEqual({
      disallow_line_sport: [3, 17, 42],
      disallow_live_sport: [],
    });
    expect(network.callsTo(CONFIG)).toHaveLength(1);
    expect(store.getState().user.config.disallow_line_sport).toEqual([3, 17, 42]);
    expect(store.getState().user.config.disallow_live_sport).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('DoneHidden sports saved');
    expect(group('Hide in the line').getByRole('checkbox', { name: 'Basketball' })).toBeChecked();
  });

  it('keeps the choice and says why when the save is refused', async () => {
    network = installFakeBff({ [SAVE]: bffError(400, 'invalid', 'Unknown sport') });
    const { store } = renderSection();
    fireEvent.click(group('Hide in the line').getByRole('checkbox', { name: 'Football' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save hidden sports' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorUnknown sport');
    expect(group('Hide in the line').getByRole('checkbox', { name: 'Football' })).toBeChecked();
    expect(store.getState().user.config.disallow_line_sport).toEqual([17, 42]);
    expect(screen.getByRole('button', { name: 'Save hidden sports' })).toBeEnabled();
  });

  it('says its own failure text when the save gets no answer', async () => {
    network = installFakeBff({ [SAVE]: new TypeError('Failed to fetch') });
    renderSection();
    fireEvent.click(group('Hide in the line').getByRole('checkbox', { name: 'Football' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save hidden sports' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The hidden sports could not be saved. Try again.',
    );
  });

  it('cannot be changed before the player’s config has loaded', () => {
    network = installFakeBff({});
    renderSection({ ...initialUserState, status: 'loading', isInstalled: true });
    expect(group('Hide in the line').getByRole('checkbox', { name: 'Football' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your settings');
    expect(screen.getByRole('button', { name: 'Save hidden sports' })).toBeDisabled();
  });
});
