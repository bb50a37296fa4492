import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/tests/render';
import { GameMedia, type GameMediaProps } from './GameMedia';

const labels = {
  video: 'Live video',
  videoText: 'This game is streamed live.',
  showVideo: 'Show live video',
  zone: 'Game zone',
  zoneText: 'Follow this game on the animated game zone.',
  showZone: 'Show game zone',
};

const props = (media: GameMediaProps['media']): GameMediaProps => ({
  gameId: 100004,
  sportId: 1,
  title: 'Arsenal — Chelsea',
  gameLink: '/en/live/all/football/101-premier-league/100004-arsenal-chelsea',
  media,
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
});
