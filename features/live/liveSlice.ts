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

/** The games and outcomes a followed topic holds (ids as keys). */
export interface LiveMembers {
  games: Record<string, true>;
  outcomes: Record<string, true>;
}

export interface LiveViewState {
  outcomes: Record<string, LiveOutcome>;
  /** Null: the game left the view it was in (it ended, or was taken off the live line). */
  games: Record<string, LiveGameState | null>;
  /**
   * What each followed topic holds: a list page compares its games with its own, and what a topic
   * no longer followed gave is dropped (unless another topic holds it), never kept stale.
   */
  members: Partial<Record<LiveTopic, LiveMembers>>;
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
  members: {},
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
        const members: LiveMembers =
          event.kind === 'snapshot'
            ? { games: {}, outcomes: {} }
            : (state.members[event.topic] ?? { games: {}, outcomes: {} });
        for (const [id, game] of Object.entries(event.games)) {
          state.games[id] = game;
          if (game) members.games[id] = true;
          else delete members.games[id];
        }
        for (const [id, outcome] of Object.entries(event.outcomes)) {
          if (outcome !== null) {
            state.outcomes[id] = readOutcomeState(outcome);
            members.outcomes[id] = true;
          } else {
            if (state.outcomes[id]) state.outcomes[id].blocked = true;
            delete members.outcomes[id];
          }
        }
        state.members[event.topic] = members;
      }
    },
    /** The page no longer follows these topics: what only they held is dropped. */
    liveTopicsDropped(state, action: PayloadAction<LiveTopic[]>) {
      const dropped = action.payload.flatMap((topic) => {
        const members = state.members[topic];
        delete state.members[topic];
        return members ? [members] : [];
      });
      const kept = Object.values(state.members);
      const heldElsewhere = (kind: keyof LiveMembers, id: string) =>
        kept.some((members) => members?.[kind][id]);
      for (const members of dropped) {
        for (const id of Object.keys(members.games)) {
          if (!heldElsewhere('games', id)) delete state.games[id];
        }
        for (const id of Object.keys(members.outcomes)) {
          if (!heldElsewhere('outcomes', id)) delete state.outcomes[id];
        }
      }
    },
    liveTransportChanged(state, action: PayloadAction<LiveTransport>) {
      state.transport = action.payload;
    },
  },
});

export const { liveEventsReceived, liveTopicsDropped, liveTransportChanged } = liveSlice.actions;
