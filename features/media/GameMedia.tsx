'use client';

import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '@/features/store/hooks';
import { createMediaEntity, mediaEntityId, type MediaType } from './media-entity';
import { mediaSelected, mediaUnselected, selectMediaEntities } from './mediaSlice';
import styles from './GameMedia.module.css';

export interface GameMediaLabels {
  video: string;
  videoText: string;
  showVideo: string;
  zone: string;
  zoneText: string;
  showZone: string;
}

export interface GameMediaProps {
  gameId: number;
  sportId: number;
  title: string;
  gameLink: string;
  media: { videoId?: string | undefined; zoneId?: string | undefined };
  labels: GameMediaLabels;
}

function MediaBlock({
  type,
  sourceId,
  heading,
  text,
  action,
  game,
}: {
  type: MediaType;
  sourceId: string;
  heading: string;
  text: string;
  action: string;
  game: Omit<GameMediaProps, 'media' | 'labels'>;
}) {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const id = mediaEntityId(type, game.gameId, sourceId);
  const selected = useAppSelector(selectMediaEntities).some((entity) => entity.id === id);
  const toggle = () => {
    if (selected) {
      dispatch(mediaUnselected(id));
      return;
    }
    dispatch(
      mediaSelected(
        createMediaEntity({
          type,
          gameId: game.gameId,
          sportId: game.sportId,
          title: game.title,
          gameLink: game.gameLink,
          target: 'board',
          ...(type === 'video' ? { videoId: sourceId } : { zoneId: sourceId }),
        }),
      ),
    );
  };
  return (
    <section className={styles.block} aria-labelledby={headingId} data-media={type}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.text}>{text}</p>
      <button type="button" className={styles.button} aria-pressed={selected} onClick={toggle}>
        {action}
      </button>
    </section>
  );
}

/**
 * The placeholder of a game's live video and game zone (spec 02 §3 "Media entity"): each one the
 * game has, with a toggle that selects it into the media selection on the board placement.
 */
export function GameMedia({ media, labels, ...game }: GameMediaProps) {
  if (!media.videoId && !media.zoneId) return null;
  return (
    <div className={styles.media}>
      {media.videoId && (
        <MediaBlock
          type="video"
          sourceId={media.videoId}
          heading={labels.video}
          text={labels.videoText}
          action={labels.showVideo}
          game={game}
        />
      )}
      {media.zoneId && (
        <MediaBlock
          type="zone"
          sourceId={media.zoneId}
          heading={labels.zone}
          text={labels.zoneText}
          action={labels.showZone}
          game={game}
        />
      )}
    </div>
  );
}
