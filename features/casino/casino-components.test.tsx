import { act, fireEvent, screen, within } from '@testing-library/react';
import { initialAuthState } from '@/features/session/authSlice';
import { renderWithProviders } from '@/tests/render';
import type { GameTile } from './casino-paths';
import { FavouritesProvider, type FavouriteLabels } from './FavouritesProvider';
import { GameLauncher, type LauncherLabels } from './GameLauncher';
import { Paging, visiblePages } from '@/features/widgets/Paging';
import { TileList } from './TileList';
import { jsonResponse } from './testing/json-response';

const TILE_LABELS = { rtp: 'RTP', new: 'New', popular: 'Hot', jackpot: 'Jackpot' };
const FAVOURITE_LABELS: FavouriteLabels = {
  add: 'Add {name} to favourites',
  remove: 'Remove {name} from favourites',
  failed: 'Your favourites could not be saved.',
  tooMany: 'You already have 200 favourites.',
};
const LAUNCHER_LABELS: LauncherLabels = {
  play: 'Play for real',
  demo: 'Demo',
  noDemo: 'Real money only.',
  launching: 'Loading the game…',
  close: 'Close game',
  fullScreen: 'Full screen',
  signInToPlay: 'Log in to play for real money.',
  errors: {
    demo_unavailable: 'This game has no demo.',
    self_excluded: 'Real-money play is closed.',
    game_not_found: 'Gone.',
    generic: 'The game could not be started.',
  },
};

const SCARAB: GameTile = {
  id: 1089,
  name: 'Scarab Dunes',
  path: 'slots/game/1089/scarab-dunes',
  provider: 'Copper Kettle',
  rtp: 92.5,
  flags: ['jackpot', 'new'],
};

// jsdom has no fetch: the BFF is stubbed at the network edge, answer by "METHOD path".
type Answer = { status: number; body: unknown } | 'pending';
let calls: { method: string; path: string; body: unknown }[];
function stubBff(answers: Record<string, Answer>) {
  calls = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${path.split('?')[0]}`] ?? { status: 404, body: {} };
    if (answer === 'pending') return new Promise<Response>(() => undefined);
    return jsonResponse(answer.status, answer.body);
  }) as typeof fetch;
}

const signedIn = { auth: { ...initialAuthState, userId: 1001 } };

describe('a game tile', () => {
  it('shows the art in its own box, the name, the provider, RTP and the badges', () => {
    renderWithProviders(
      <TileList lng="en" tiles={[SCARAB]} labels={TILE_LABELS} player={false} label="Games" />,
    );
    const tile = screen.getByRole('listitem');
    const link = within(tile).getByRole('link', { name: 'Scarab Dunes' });
    expect(link).toHaveAttribute('href', '/en/slots/game/1089/scarab-dunes');
    const art = tile.querySelector('img');
    expect(art).toHaveAttribute('src', '/api/casino/images/games/1089.svg');
    // The box is known before the art loads: no layout shift.
    expect(art).toHaveAttribute('width', '320');
    expect(art).toHaveAttribute('height', '240');
    expect(tile).toHaveTextContent('Copper Kettle');
    expect(tile).toHaveTextContent('RTP 92.50%');
    expect(within(tile).getByText('Jackpot')).toBeInTheDocument();
    expect(within(tile).getByText('New')).toBeInTheDocument();
    expect(within(tile).queryByRole('button')).toBeNull();
  });

  it('writes RTP the way the page’s language does', () => {
    renderWithProviders(<TileList lng="ru" tiles={[SCARAB]} labels={TILE_LABELS} player={false} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('RTP 92,50%');
  });
});

describe('the favourite heart', () => {
  function renderHearts(initialIds: number[]) {
    return renderWithProviders(
      <FavouritesProvider initialIds={initialIds} labels={FAVOURITE_LABELS}>
        <TileList lng="en" tiles={[SCARAB]} labels={TILE_LABELS} player />
      </FavouritesProvider>,
      { preloadedState: signedIn },
    );
  }

  it('adds the game through the BFF and shows it pressed', async () => {
    stubBff({
      'PUT /api/casino/favourites/1089': { status: 200, body: { data: { gameIds: [1089] } } },
    });
    renderHearts([]);
    const heart = screen.getByRole('button', { name: 'Add Scarab Dunes to favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await act(async () => fireEvent.click(heart));
    expect(calls).toEqual([
      { method: 'PUT', path: '/api/casino/favourites/1089', body: undefined },
    ]);
    expect(
      screen.getByRole('button', { name: 'Remove Scarab Dunes from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('undoes a change the BFF refused and says so', async () => {
    stubBff({
      'DELETE /api/casino/favourites/1089': {
        status: 502,
        body: { errors: [{ status: '502', code: 'upstream_error', title: 'Unavailable' }] },
      },
    });
    renderHearts([1089]);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Remove Scarab Dunes from favourites' })),
    );
    expect(
      screen.getByRole('button', { name: 'Remove Scarab Dunes from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Your favourites could not be saved.')).toBeInTheDocument();
  });

  it('opens the login form when the session has ended', async () => {
    stubBff({
      'PUT /api/casino/favourites/1089': {
        status: 401,
        body: { errors: [{ status: '401', code: 'unauthorized', title: 'Please sign in' }] },
      },
    });
    const { store } = renderHearts([]);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Add Scarab Dunes to favourites' })),
    );
    expect(store.getState().auth.modal).toBe('login');
  });
});

describe('the games wrapper’s frame', () => {
  const launcher = (props: Partial<Parameters<typeof GameLauncher>[0]> = {}) => (
    <GameLauncher
      gameId={1089}
      name="Scarab Dunes"
      image="/api/casino/images/games/1089.svg"
      demo
      lng="en"
      autoStart={false}
      labels={LAUNCHER_LABELS}
      {...props}
    />
  );
  const LAUNCH = 'POST /api/casino/games/1089/launch';
  const launched = (mode: string) => ({
    status: 200,
    body: {
      data: {
        url: `http://127.0.0.1:4010/casino-api/launcher/1089?mode=${mode}&token=t`,
        mode,
        expiresAt: '2027-01-01T00:00:00.000Z',
      },
    },
  });

  it('opens a demo for a visitor in a frame of the launcher the BFF names', async () => {
    stubBff({ [LAUNCH]: launched('demo') });
    renderWithProviders(launcher());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Demo' })));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/casino/games/1089/launch',
      body: { mode: 'demo', lang: 'en' },
    });
    const frame = screen.getByTitle('Scarab Dunes');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute(
      'src',
      'http://127.0.0.1:4010/casino-api/launcher/1089?mode=demo&token=t',
    );
  });

  it('shows the loading state in the same box while the launch is on its way', async () => {
    stubBff({ [LAUNCH]: 'pending' });
    renderWithProviders(launcher());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Demo' })));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the game…');
  });

  it('sends a visitor who wants real money to the login form, to come back and play', async () => {
    stubBff({});
    window.history.replaceState(null, '', '/en/slots/game/1089/scarab-dunes');
    const { store } = renderWithProviders(launcher());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Play for real' })));
    expect(calls).toEqual([]);
    expect(store.getState().auth.modal).toBe('login');
    expect(store.getState().auth.modalReturnUrl).toBe('/en/slots/game/1089/scarab-dunes?play=real');
  });

  it('starts real play by itself once the player is back from signing in', async () => {
    stubBff({ [LAUNCH]: launched('real') });
    window.history.replaceState(null, '', '/en/slots/game/1089/scarab-dunes?play=real');
    await act(async () => {
      renderWithProviders(launcher({ autoStart: true }), { preloadedState: signedIn });
    });
    expect(calls[0]?.body).toEqual({ mode: 'real', lang: 'en' });
    expect(screen.getByTitle('Scarab Dunes')).toHaveAttribute('data-mode', 'real');
    expect(window.location.search).toBe('');
  });

  it('offers no demo for a game without one and says why', () => {
    renderWithProviders(launcher({ demo: false }));
    expect(screen.queryByRole('button', { name: 'Demo' })).toBeNull();
    expect(screen.getByText('Real money only.')).toBeInTheDocument();
  });

  it('says why the upstream refused the game', async () => {
    stubBff({
      [LAUNCH]: {
        status: 403,
        body: { errors: [{ status: '403', code: 'self_excluded', title: 'Self-excluded' }] },
      },
    });
    renderWithProviders(launcher(), { preloadedState: signedIn });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Play for real' })));
    expect(await screen.findByText('Real-money play is closed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play for real' })).toBeInTheDocument();
  });
});

describe('paging', () => {
  it('shows the first, the last and two pages each side of the current one', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(6, 12)).toEqual([1, 4, 5, 6, 7, 8, 12]);
  });

  it('links the previous and next pages for readers and crawlers', () => {
    renderWithProviders(
      <Paging
        page={2}
        count={4}
        href={(page) => `/en/slots?page=${page}`}
        labels={{ nav: 'Pages', previous: 'Previous', next: 'Next', page: 'Page {page}' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('rel', 'prev');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/en/slots?page=1',
    );
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('rel', 'next');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows nothing for a single page', () => {
    renderWithProviders(
      <Paging
        page={1}
        count={1}
        href={() => '/'}
        labels={{ nav: 'Pages', previous: 'Previous', next: 'Next', page: 'Page {page}' }}
      />,
    );
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});
