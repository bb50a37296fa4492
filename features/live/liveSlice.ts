import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  readOutcomeState,
  type LiveEvent,
  type LiveGameState,
  type LiveTopic,
} from '@/server/live/wire';

/** An outcome as the live stream last gave it. */
export interface LiveOutcome {
  coef: number;
  blocked: boolean;
}

/** How the page gets its live changes: a stream, the JSON fallback, or not at all. */
export type LiveTransport = 'off' | 'stream' | 'polling';

export interface LiveViewState {
  outcomes: Record<string, LiveOutcome>;
  /** Null: the game left the view it was in (it ended, or was taken off the live line). */
  games: Record<string, LiveGameState | null>;
  /** The game ids of each live list followed: what a list page compares with its own. */
  lists: Partial<Record<LiveTopic, string[]>>;
  transport: LiveTransport;
}

declare module '@/features/store/state' {
  interface RootState {
    live: LiveViewState;
  }
}

export const initialLiveState: LiveViewState = {
  outcomes: {},
  games: {},
  lists: {},
  transport: 'off',
};

/**
 * What the live stream changed (docs/architecture.md "Live"): the odds buttons, the score and
 * status lines, the list pages and the coupon read it over what the server rendered.
 */
export const liveSlice = createSlice({
  name: 'live',
  initialState: initialLiveState,
  reducers: {
    liveEventsReceived(state, action: PayloadAction<LiveEvent[]>) {
      for (const event of action.payload) {
        for (const [id, game] of Object.entries(event.games)) state.games[id] = game;
        for (const [id, outcome] of Object.entries(event.outcomes)) {
          if (outcome !== null) state.outcomes[id] = readOutcomeState(outcome);
          else if (state.outcomes[id]) state.outcomes[id].blocked = true;
        }
        if (!event.topic.startsWith('list:')) continue;
        const ids = new Set(event.kind === 'snapshot' ? [] : state.lists[event.topic]);
        for (const [id, game] of Object.entries(event.games)) {
          if (game) ids.add(id);
          else ids.delete(id);
        }
        state.lists[event.topic] = [...ids];
      }
    },
    /** The page follows other views: what the stream gave before is dropped, not kept stale. */
    liveReset(state) {
      state.outcomes = {};
      state.games = {};
      state.lists = {};
    },
    liveTransportChanged(state, action: PayloadAction<LiveTransport>) {
      state.transport = action.payload;
    },
  },
});

export const { liveEventsReceived, liveReset, liveTransportChanged } = liveSlice.actions;
