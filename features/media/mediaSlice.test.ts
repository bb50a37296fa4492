import { createMediaEntity } from './media-entity';
import {
  gameMediaUnselected,
  initialMediaState,
  mediaCleared,
  mediaRestored,
  mediaSelected,
  mediaSlice,
  mediaUnselected,
  targetScreenSet,
  type MediaState,
} from './mediaSlice';
import { toStored } from './persistence';
import { parseStored } from './stored-media';

const reduce = mediaSlice.reducer;
const video = (gameId: number, patch = {}) =>
  createMediaEntity({ type: 'video', gameId, videoId: `v${gameId}`, ...patch });
const zone = (gameId: number, patch = {}) =>
  createMediaEntity({ type: 'zone', gameId, zoneId: `z${gameId}`, ...patch });

function withEntities(...entities: ReturnType<typeof video>[]): MediaState {
  return entities.reduce(
    (state, entity) => reduce(state, mediaSelected(entity)),
    initialMediaState,
  );
}

describe('mediaSlice (spec 02 §4 Media)', () => {
  it('appends a new entity and merges one with the same id in place', () => {
    const state = withEntities(video(1), zone(2));
    expect(state.entities.map((e) => e.id)).toEqual(['video-1-v1', 'zone-2-z2']);
    const merged = reduce(state, mediaSelected(video(1, { target: 'fullscreen', title: 'A — B' })));
    expect(merged.entities.map((e) => e.id)).toEqual(['video-1-v1', 'zone-2-z2']);
    expect(merged.entities[0]).toMatchObject({ target: 'fullscreen', title: 'A — B' });
  });

  it('unselects one entity by id', () => {
    const state = reduce(withEntities(video(1), zone(1)), mediaUnselected('video-1-v1'));
    expect(state.entities.map((e) => e.id)).toEqual(['zone-1-z1']);
  });

  it('clears the auto-clearable entities and keeps the others', () => {
    const state = reduce(withEntities(video(1), zone(2, { autoClearable: false })), mediaCleared());
    expect(state.entities.map((e) => e.id)).toEqual(['zone-2-z2']);
  });

  it('unselects every entity of one game', () => {
    const state = reduce(withEntities(video(1), zone(1), zone(2)), gameMediaUnselected(1));
    expect(state.entities.map((e) => e.id)).toEqual(['zone-2-z2']);
  });

  it('keeps the target screen as a string, empty by default (spec 02 §2)', () => {
    expect(initialMediaState.targetScreen).toBe('');
    expect(reduce(initialMediaState, targetScreenSet('tv')).targetScreen).toBe('tv');
  });

  it('restores the kept selection only into an empty one', () => {
    const kept = { entities: [video(9)], targetScreen: 'tv' };
    expect(reduce(initialMediaState, mediaRestored(kept))).toMatchObject(kept);
    const current = withEntities(zone(1));
    expect(reduce(current, mediaRestored(kept)).entities.map((e) => e.id)).toEqual(['zone-1-z1']);
  });
});

describe('media persistence', () => {
  it('round-trips the selection and the target screen, not the video token', () => {
    const state = { ...withEntities(video(1), zone(2)), targetScreen: 'tv', videoToken: 'secret' };
    const text = JSON.stringify(toStored(state));
    expect(text).not.toContain('secret');
    expect(parseStored(text)).toEqual({ entities: state.entities, targetScreen: 'tv' });
  });

  it.each([
    ['nothing kept', null],
    ['not JSON', '{'],
    ['another shape', JSON.stringify({ entities: 'x', targetScreen: '' })],
    [
      'an unknown placement',
      JSON.stringify({ entities: [{ ...video(1), target: 'ceiling' }], targetScreen: '' }),
    ],
    [
      'an entity without video or zone id',
      JSON.stringify({ entities: [{ ...video(1), videoId: null }], targetScreen: '' }),
    ],
    [
      'an id not built from its fields',
      JSON.stringify({ entities: [{ ...video(1), id: 'video-2-v1' }], targetScreen: '' }),
    ],
    [
      'an outside game link',
      JSON.stringify({
        entities: [video(1, { gameLink: 'https://evil.example' })],
        targetScreen: '',
      }),
    ],
  ])('ignores %s', (_, text) => {
    expect(parseStored(text)).toBeNull();
  });
});
