import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { canTransition, REMOTE_STATE, type RemoteState } from './remote-state';

/** Who uses a remote application: a whole view (a page's part) or a component inside one. */
export type RemoteUse = 'view' | 'component';

export interface RemoteRetryInfo {
  /** Automatic retries made since the last success. */
  done: number;
  /** When the player last pressed the refresh button (epoch ms), null when never. */
  manualAt: number | null;
}

/** spec 01 §3 "Remote-application registry entry": state, counts of users, meta. */
export interface RemoteAppEntry {
  state: Exclude<RemoteState, typeof REMOTE_STATE.notExisting>;
  components: number;
  views: number;
  meta: {
    /** 'headerPiece' follows the header's retry budget (spec 01 §8). */
    variant: 'part' | 'headerPiece';
    /** What the last failed load said (for the logs, never shown). */
    lastError: string | null;
  };
  /** spec 01 §4 "On ready the retry info is cleared": null once ready. */
  retry: RemoteRetryInfo | null;
}

export interface RemoteAppsState {
  /** By application name; an application no view or component uses has no entry (−2). */
  entries: Record<string, RemoteAppEntry>;
}

declare module '@/features/store/state' {
  interface RootState {
    remoteApps: RemoteAppsState;
  }
}

export const initialRemoteAppsState: RemoteAppsState = { entries: {} };

function stateOf(entry: RemoteAppEntry | undefined): RemoteState {
  return entry?.state ?? REMOTE_STATE.notExisting;
}

/** Moves an entry when spec 01 §4's table allows it; answers whether it moved. */
function move(entry: RemoteAppEntry, to: RemoteAppEntry['state']): boolean {
  if (!canTransition(entry.state, to)) return false;
  entry.state = to;
  return true;
}

export const remoteAppsSlice = createSlice({
  name: 'remoteApps',
  initialState: initialRemoteAppsState,
  reducers: {
    /** A view or component mounted; the first one creates the entry (−2 → 1, or 2 if loaded). */
    remoteUsed(
      state,
      action: PayloadAction<{
        name: string;
        use: RemoteUse;
        loaded: boolean;
        variant: RemoteAppEntry['meta']['variant'];
      }>,
    ) {
      const { name, use, loaded, variant } = action.payload;
      let entry = state.entries[name];
      if (!entry) {
        const to = loaded ? REMOTE_STATE.ready : REMOTE_STATE.loading;
        if (!canTransition(REMOTE_STATE.notExisting, to)) return;
        entry = {
          state: to,
          components: 0,
          views: 0,
          meta: { variant, lastError: null },
          retry: loaded ? null : { done: 0, manualAt: null },
        };
        state.entries[name] = entry;
      }
      if (use === 'view') entry.views += 1;
      else entry.components += 1;
    },
    /** spec 01 §4 "An entry returns to not existing when no view or component uses it". */
    remoteReleased(state, action: PayloadAction<{ name: string; use: RemoteUse }>) {
      const { name, use } = action.payload;
      const entry = state.entries[name];
      if (!entry) return;
      if (use === 'view') entry.views = Math.max(0, entry.views - 1);
      else entry.components = Math.max(0, entry.components - 1);
      if (
        entry.views === 0 &&
        entry.components === 0 &&
        canTransition(entry.state, REMOTE_STATE.notExisting)
      ) {
        delete state.entries[name];
      }
    },
    /** A retry (automatic) or a reload (the refresh button, `manualAt` its time) begins. */
    remoteLoadStarted(state, action: PayloadAction<{ name: string; manualAt: number | null }>) {
      const { name, manualAt } = action.payload;
      const entry = state.entries[name];
      if (!entry || !move(entry, REMOTE_STATE.loading)) return;
      const retry = entry.retry ?? { done: 0, manualAt: null };
      entry.retry = manualAt === null ? { ...retry, done: retry.done + 1 } : { ...retry, manualAt };
    },
    remoteLoaded(state, action: PayloadAction<string>) {
      const entry = state.entries[action.payload];
      if (!entry || !move(entry, REMOTE_STATE.ready)) return;
      entry.retry = null;
      entry.meta.lastError = null;
    },
    /** spec 01 §8 "Remote component failures mark the entry as error". */
    remoteLoadFailed(state, action: PayloadAction<{ name: string; error: string }>) {
      const entry = state.entries[action.payload.name];
      if (!entry || !move(entry, REMOTE_STATE.error)) return;
      entry.meta.lastError = action.payload.error;
    },
  },
  selectors: {
    selectRemoteEntry: (state, name: string): RemoteAppEntry | undefined => state.entries[name],
    selectRemoteState: (state, name: string): RemoteState => stateOf(state.entries[name]),
  },
});

export const { remoteUsed, remoteReleased, remoteLoadStarted, remoteLoaded, remoteLoadFailed } =
  remoteAppsSlice.actions;
export const { selectRemoteEntry, selectRemoteState } = remoteAppsSlice.selectors;
