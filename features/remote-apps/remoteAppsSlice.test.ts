import { makeStore } from '@/features/shell/store';
import { REMOTE_STATE } from './remote-state';
import {
  remoteLoadFailed,
  remoteLoaded,
  remoteLoadStarted,
  remoteReleased,
  remoteUsed,
  selectRemoteEntry,
  selectRemoteState,
} from './remoteAppsSlice';

const APP = 'auth/login-form';
const used = (use: 'view' | 'component', loaded = false) =>
  remoteUsed({ name: APP, use, loaded, variant: 'part' });

describe('the remote-application registry (spec 01 §3, §4)', () => {
  it('counts views and components and drops the entry when none uses it', () => {
    const store = makeStore();
    expect(selectRemoteState(store.getState(), APP)).toBe(REMOTE_STATE.notExisting);
    store.dispatch(used('view'));
    store.dispatch(used('component'));
    store.dispatch(used('component'));
    expect(selectRemoteEntry(store.getState(), APP)).toMatchObject({
      state: REMOTE_STATE.loading,
      views: 1,
      components: 2,
    });
    store.dispatch(remoteReleased({ name: APP, use: 'component' }));
    store.dispatch(remoteReleased({ name: APP, use: 'view' }));
    expect(selectRemoteEntry(store.getState(), APP)).toMatchObject({ views: 0, components: 1 });
    store.dispatch(remoteReleased({ name: APP, use: 'component' }));
    expect(selectRemoteEntry(store.getState(), APP)).toBeUndefined();
    expect(selectRemoteState(store.getState(), APP)).toBe(REMOTE_STATE.notExisting);
  });

  it('an application already loaded enters ready (−2 → 2)', () => {
    const store = makeStore();
    store.dispatch(used('view', true));
    expect(selectRemoteEntry(store.getState(), APP)).toMatchObject({
      state: REMOTE_STATE.ready,
      retry: null,
    });
  });

  it('counts retries, keeps the failure, and clears the retry info on ready', () => {
    const store = makeStore();
    store.dispatch(used('component'));
    store.dispatch(
      remoteLoadFailed({ name: APP, error: 'ChunkLoadError: Loading chunk 7 failed.' }),
    );
    store.dispatch(remoteLoadStarted({ name: APP, manualAt: null }));
    store.dispatch(remoteLoadFailed({ name: APP, error: 'ChunkLoadError: again' }));
    expect(selectRemoteEntry(store.getState(), APP)).toMatchObject({
      state: REMOTE_STATE.error,
      retry: { done: 1, manualAt: null },
      meta: { lastError: 'ChunkLoadError: again' },
    });
    store.dispatch(remoteLoadStarted({ name: APP, manualAt: 5000 }));
    expect(selectRemoteEntry(store.getState(), APP)?.retry).toEqual({ done: 1, manualAt: 5000 });
    store.dispatch(remoteLoaded(APP));
    expect(selectRemoteEntry(store.getState(), APP)).toMatchObject({
      state: REMOTE_STATE.ready,
      retry: null,
      meta: { lastError: null },
    });
  });

  it('refuses what the table does not allow: ready stays ready on a failure or a reload', () => {
    const store = makeStore();
    store.dispatch(used('view', true));
    const before = selectRemoteEntry(store.getState(), APP);
    store.dispatch(remoteLoadFailed({ name: APP, error: 'late failure' }));
    store.dispatch(remoteLoadStarted({ name: APP, manualAt: 1 }));
    expect(selectRemoteEntry(store.getState(), APP)).toBe(before);
  });

  it('refuses loading → loading and error → ready; changes nothing for an unknown name', () => {
    const store = makeStore();
    store.dispatch(used('view'));
    store.dispatch(remoteLoadStarted({ name: APP, manualAt: null }));
    expect(selectRemoteEntry(store.getState(), APP)?.retry?.done).toBe(0);
    store.dispatch(remoteLoadFailed({ name: APP, error: 'x' }));
    store.dispatch(remoteLoaded(APP));
    expect(selectRemoteState(store.getState(), APP)).toBe(REMOTE_STATE.error);
    const registry = store.getState().remoteApps;
    store.dispatch(remoteLoaded('other'));
    store.dispatch(remoteReleased({ name: 'other', use: 'view' }));
    expect(store.getState().remoteApps).toBe(registry);
  });
});
