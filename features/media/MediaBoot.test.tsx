import { act, waitFor } from '@testing-library/react';
import { initialAuthState, signedOut } from '@/features/session/authSlice';
import { renderWithProviders } from '@/tests/render';
import { createMediaEntity } from './media-entity';
import { MediaBoot } from './MediaBoot';
import { mediaSelected } from './mediaSlice';
import { MEDIA_STORAGE_KEY, toStored } from './persistence';
import { VIDEO_TOKEN_REFRESH_MS } from './video-token';

const entity = createMediaEntity({ type: 'zone', gameId: 100003, zoneId: 'z-1' });

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('MediaBoot', () => {
  it('restores the kept selection and saves each change', async () => {
    window.localStorage.setItem(
      MEDIA_STORAGE_KEY,
      JSON.stringify({ entities: [entity], targetScreen: 'tv' }),
    );
    const { store } = renderWithProviders(<MediaBoot load={jest.fn()} />);
    await waitFor(() => expect(store.getState().media.entities).toEqual([entity]));
    expect(store.getState().media.targetScreen).toBe('tv');
    const video = createMediaEntity({ type: 'video', gameId: 5, videoId: 'v-5' });
    act(() => {
      store.dispatch(mediaSelected(video));
    });
    const kept = JSON.parse(window.localStorage.getItem(MEDIA_STORAGE_KEY) ?? '{}');
    expect(kept.entities.map((e: { id: string }) => e.id)).toEqual([entity.id, video.id]);
  });

  it('replaces a kept selection of another shape with the empty one', async () => {
    window.localStorage.setItem(MEDIA_STORAGE_KEY, JSON.stringify({ entities: [{ id: 1 }] }));
    const { store } = renderWithProviders(<MediaBoot load={jest.fn()} />);
    const empty = JSON.stringify(toStored(store.getState().media));
    await waitFor(() => expect(window.localStorage.getItem(MEDIA_STORAGE_KEY)).toBe(empty));
    expect(store.getState().media.entities).toEqual([]);
  });

  it('writes nothing for a visitor who selected nothing', () => {
    renderWithProviders(<MediaBoot load={jest.fn()} />);
    expect(window.localStorage.getItem(MEDIA_STORAGE_KEY)).toBeNull();
  });

  it('loads the video token for a signed-in player every 10 minutes, never for a visitor', async () => {
    const visitorLoad = jest.fn(async () => 'never');
    const visitor = renderWithProviders(<MediaBoot load={visitorLoad} />);
    await act(() => jest.advanceTimersByTimeAsync(VIDEO_TOKEN_REFRESH_MS * 2));
    expect(visitorLoad).not.toHaveBeenCalled();
    expect(visitor.store.getState().media.videoToken).toBeNull();
    visitor.unmount();

    let n = 0;
    const load = jest.fn(async () => `vt-${++n}-abcdefgh`);
    const { store } = renderWithProviders(<MediaBoot load={load} />, {
      preloadedState: { auth: { ...initialAuthState, userId: 1001 } },
    });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(store.getState().media.videoToken).toBe('vt-1-abcdefgh');
    await act(() => jest.advanceTimersByTimeAsync(VIDEO_TOKEN_REFRESH_MS));
    expect(store.getState().media.videoToken).toBe('vt-2-abcdefgh');
    expect(load).toHaveBeenCalledTimes(2);

    act(() => {
      store.dispatch(signedOut());
    });
    expect(store.getState().media.videoToken).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(VIDEO_TOKEN_REFRESH_MS * 2));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
