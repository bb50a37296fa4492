/**
 * The media selection as the browser keeps it (MediaBoot.tsx): the key, the text written, and
 * the reader, loaded only when there is something kept to read (stored-media.ts, with its schema).
 */
import type { MediaState } from './mediaSlice';
import type { StoredMedia } from './stored-media';

/** Where the browser keeps the media selection; the version changes when the shape does. */
export const MEDIA_STORAGE_KEY = 'betarena.media.v1';

export function toStored(state: MediaState): StoredMedia {
  return { entities: state.entities, targetScreen: state.targetScreen };
}

/** The kept selection's reader: its schema's module, loaded when a kept selection is to be read. */
export const loadMediaReader = () => import('./stored-media').then((m) => m.parseStored);
