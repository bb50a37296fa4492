/**
 * The media selection kept in the browser, checked as it is read back (persistence.ts keeps it).
 * A module of its own: it is loaded only when there is a kept selection to read.
 */
import { z } from 'zod';
import { MEDIA_PLACEMENTS, MEDIA_TYPES, mediaEntityId, VIDEO_SOURCE_TYPES } from './media-entity';
import type { MediaState } from './mediaSlice';
import { parseStoredJson } from '@/features/store';

const sourceId = z.string().min(1).max(128);
const finite = z.number().finite();

const storedEntitySchema = z
  .object({
    id: z.string().max(300),
    type: z.enum(MEDIA_TYPES),
    target: z.enum(MEDIA_PLACEMENTS).nullable(),
    gameId: z.number().int().positive(),
    sportId: z.number().int().positive().nullable(),
    videoId: sourceId.nullable(),
    zoneId: sourceId.nullable(),
    title: z.string().max(300),
    boundingClientRect: z
      .object({ x: finite, y: finite, width: finite, height: finite })
      .nullable(),
    gameLink: z.string().startsWith('/').max(500).nullable(),
    autoClearable: z.boolean(),
    isFloating: z.boolean(),
    videoSourceType: z.enum(VIDEO_SOURCE_TYPES),
    isRecommended: z.boolean(),
  })
  // An entity must be one the constructor could have made (spec 02 §3, §5).
  .refine(
    (entity) =>
      [entity.videoId, entity.zoneId].some(
        (id) => id !== null && entity.id === mediaEntityId(entity.type, entity.gameId, id),
      ),
    { message: 'id: not built from type, game id and video or zone id' },
  );

const storedSchema = z.object({
  entities: z.array(storedEntitySchema).max(20),
  targetScreen: z.string().max(100),
});

/** The kept selection, or null when there is none or it is not one we wrote (it is then dropped). */
/** The media selection as kept: its entities and the screen they play on. */
export type StoredMedia = Pick<MediaState, 'entities' | 'targetScreen'>;

export function parseStored(text: string | null): StoredMedia | null {
  return parseStoredJson(storedSchema, text);
}
