/**
 * The media entity (spec 02 §3 "Media entity", §5): a video or a game zone the player watches,
 * where it is placed, and whether a clear removes it.
 */
export const MEDIA_TYPES = ['video', 'zone'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const MEDIA_PLACEMENTS = ['board', 'fullscreen', 'overview', 'side'] as const;
export type MediaPlacement = (typeof MEDIA_PLACEMENTS)[number];

export const VIDEO_SOURCE_TYPES = ['LIVE'] as const;
export type VideoSourceType = (typeof VIDEO_SOURCE_TYPES)[number];

/**
 * Game-zone kinds by number (spec 02 §3 names the kinds, not their numbers; the numbers are this
 * front end's, in the spec's order).
 */
export const GAME_ZONE_KINDS = {
  1: 'backgammon',
  2: 'wheel',
  3: 'poker',
  4: 'the21',
  5: 'battle',
  6: '5of36',
  7: '7of42',
  8: 'guesscard',
  9: 'keno',
  10: 'warbetfun',
  11: 'lucky6',
  12: 'mega6',
  13: 'spin2wheels',
  14: 'andarbahar',
} as const satisfies Record<number, string>;

/** spec 02 §5: the exact text of the constructor's error. */
export const MEDIA_ENTITY_ERROR =
  'One of the parameters of the MediaEntity constructor is required: videoId or zoneId';

export interface BoundingRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MediaEntity {
  id: string;
  type: MediaType;
  /** Where it is shown. */
  target: MediaPlacement | null;
  gameId: number;
  sportId: number | null;
  videoId: string | null;
  zoneId: string | null;
  title: string;
  boundingClientRect: BoundingRect | null;
  gameLink: string | null;
  autoClearable: boolean;
  isFloating: boolean;
  videoSourceType: VideoSourceType;
  isRecommended: boolean;
}

export type MediaEntityInput = Pick<MediaEntity, 'type' | 'gameId'> &
  Partial<Omit<MediaEntity, 'id' | 'type' | 'gameId'>>;

/** spec 02 §3: the id is built from type, game id and the video or zone id. */
export function mediaEntityId(type: MediaType, gameId: number, sourceId: string): string {
  return `${type}-${gameId}-${sourceId}`;
}

/** A media entity with the spec's defaults; throws MEDIA_ENTITY_ERROR without videoId or zoneId. */
export function createMediaEntity(input: MediaEntityInput): MediaEntity {
  const videoId = input.videoId || null;
  const zoneId = input.zoneId || null;
  const sourceId = input.type === 'zone' ? (zoneId ?? videoId) : (videoId ?? zoneId);
  if (sourceId === null) throw new Error(MEDIA_ENTITY_ERROR);
  return {
    id: mediaEntityId(input.type, input.gameId, sourceId),
    type: input.type,
    target: input.target ?? null,
    gameId: input.gameId,
    sportId: input.sportId ?? null,
    videoId,
    zoneId,
    title: input.title ?? '',
    boundingClientRect: input.boundingClientRect ?? null,
    gameLink: input.gameLink ?? null,
    autoClearable: input.autoClearable ?? true,
    isFloating: input.isFloating ?? false,
    videoSourceType: input.videoSourceType ?? 'LIVE',
    isRecommended: input.isRecommended ?? false,
  };
}
