import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/tests/render';
import { GameMedia, type GameMediaProps } from './GameMedia';
import { videoTokenSet } from './mediaSlice';
import { initialAuthState } from '@/features/session/authSlice';

const labels = {
  video: 'Live video',
  videoText: 'This game is streamed live.',
  showVideo: 'Show live video',
  zone: 'Game zone',
  zoneText: 'Follow this game on the animated game zone.',
  showZone: 'Show game zone',
  liveVideo: {
    signIn: 'Log in',
    signInText: 'Sign in to watch the live video.',
    connecting: 'Connecting to the video…',
    failed: 'The video is not available right now.',
    retry: 'Try again',
  },
  gameZone: { lastEvents: 'Last events', noEvents: 'No scores yet.' },
};

const zone: GameMediaProps['zone'] = {
  opponents: ['Arsenal', 'Chelsea'],
  score: { home: 2, away: 1 },
  statusText: "2nd half, 67'",
  events: [
    { when: "2nd half, 66'", side: 'home', points: 1, score: { home: 2, away: 1 } },
    { when: "1st half, 30'", side: 'away', points: 1, score: { home: 1, away: 1 } },
  ],
};

const props = (media: GameMediaProps['media']): GameMediaProps => ({
  lng: 'en',
  gameId: 100004,
  sportId: 1,
  title: 'Arsenal — Chelsea',
  gameLink: '/en/live/all/football/101-premier-league/100004-arsenal-chelsea',
  media,
  zone,
  labels,
});

describe('GameMedia', () => {
  it('shows a labelled block for each media the game has, and nothing without any', () => {
    const { unmount } = renderWithProviders(
      <GameMedia {...props({ videoId: 'v1', zoneId: 'z1' })} />,
    );
    expect(screen.getByRole('region', { name: 'Live video' })).toHaveTextContent(
      'This game is streamed live.',
    );
    expect(screen.getByRole('region', { name: 'Game zone' })).toBeInTheDocument();
    unmount();
    const { container } = renderWithProviders(<GameMedia {...props({})} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('selects the media entity into the selection and unselects it on a second press', () => {
    const { store } = renderWithProviders(<GameMedia {...props({ zoneId: 'z1' })} />);
    expect(screen.queryByRole('region', { name: 'Live video' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Show game zone' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().media.entities).toEqual([
      expect.objectContaining({
        id: 'zone-100004-z1',
        type: 'zone',
        zoneId: 'z1',
        gameId: 100004,
        target: 'board',
        title: 'Arsenal — Chelsea',
        autoClearable: true,
      }),
    ]);
    fireEvent.click(button);
    expect(store.getState().media.entities).toEqual([]);
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the game zone once selected: the score, the clock and the last plays newest first', () => {
    renderWithProviders(<GameMedia {...props({ zoneId: 'z1' })} />);
    expect(screen.queryByTestId('game-zone')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show game zone' }));
    const shown = screen.getByTestId('game-zone');
    expect(screen.getByLabelText('Arsenal 2, Chelsea 1')).toBeInTheDocument();
    expect(shown).toHaveTextContent("2nd half, 67'");
    const plays = screen.getAllByRole('listitem');
    expect(plays.map((item) => item.textContent)).toEqual([
      "2nd half, 66'Arsenal2:1",
      "1st half, 30'Chelsea1:1",
    ]);
  });

  it('asks a visitor to sign in for the video, and plays the stream for a player with a token', () => {
    const { unmount } = renderWithProviders(<GameMedia {...props({ videoId: 'v100004' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show live video' }));
    expect(screen.getByText('Sign in to watch the live video.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/user/login');
    expect(screen.queryByTestId('live-video')).toBeNull();
    unmount();
    const { store } = renderWithProviders(<GameMedia {...props({ videoId: 'v100004' })} />, {
      preloadedState: { auth: { ...initialAuthState, userId: 1001 } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show live video' }));
    expect(screen.getByRole('status')).toHaveTextContent('Connecting to the video…');
    act(() => {
      store.dispatch(videoTokenSet('vt-1001-abc'));
    });
    const player = screen.getByTestId('live-video');
    expect(player).toHaveAttribute('src', '/api/media/video/v100004');
    expect(player).toHaveAttribute('aria-label', 'Arsenal — Chelsea');
    fireEvent.error(player);
    expect(screen.getByRole('alert')).toHaveTextContent('The video is not available right now.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByTestId('live-video')).toBeInTheDocument();
  });
});
