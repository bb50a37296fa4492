import { act, screen } from '@testing-library/react';
import { liveEventsReceived } from '@/features/live/liveSlice';
import type { LiveGameState } from '@/server/live/wire';
import { renderWithProviders } from '@/tests/render';
import { LiveListNotice } from './LiveListNotice';

const playing: LiveGameState = {
  status: 'live',
  score: [0, 0],
  statusText: "1st half, 5'",
  timeSeconds: 300,
};

describe('LiveListNotice', () => {
  it('offers the games that went live after the render, not those the page leaves out', () => {
    const notice = (shownIds: number[]) => (
      <LiveListNotice
        sportId={0}
        shownIds={shownIds}
        href="/en/live"
        text="New games in play: {count}."
        action="Show them"
      />
    );
    const { store, rerender } = renderWithProviders(notice([1, 2]));
    // Game 9 is of a sport the player hides: in the stream from the start, never on the page.
    act(() => {
      store.dispatch(
        liveEventsReceived([
          {
            topic: 'list:0',
            kind: 'snapshot',
            version: 10,
            games: { 1: playing, 2: playing, 9: playing },
            outcomes: {},
          },
        ]),
      );
    });
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      store.dispatch(
        liveEventsReceived([
          {
            topic: 'list:0',
            kind: 'patch',
            from: 10,
            version: 11,
            games: { 3: playing, 2: null },
            outcomes: {},
          },
        ]),
      );
    });
    expect(screen.getByRole('status')).toHaveTextContent('New games in play: 1. Show them');
    expect(screen.getByRole('link', { name: 'Show them' })).toHaveAttribute('href', '/en/live');
    // The player asks for the list again: it now has the new game, and the notice goes.
    rerender(notice([1, 3]));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
