'use client';

import { useId, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/features/store';
import { GameZone, type GameZoneData, type GameZoneLabels } from './GameZone';
import { LiveVideo, type LiveVideoLabels } from './LiveVideo';
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
  liveVideo: LiveVideoLabels;
  gameZone: GameZoneLabels;
}

export interface GameMediaProps {
  lng: string;
  /** The blocks' heading level: 2 on the game page, 3 inside a multi-live panel. */
  headingLevel?: 2 | 3;
  gameId: number;
  sportId: number;
  title: string;
  gameLink: string;
  media: { videoId?: string | undefined; zoneId?: string | undefined };
  /** The live state the game zone draws (from the same feed as the page). */
  zone: GameZoneData;
  labels: GameMediaLabels;
}

type GameOfBlock = Pick<GameMediaProps, 'gameId' | 'sportId' | 'title' | 'gameLink'>;

function MediaBlock({
  type,
  sourceId,
  heading,
  text,
  action,
  game,
  headingLevel,
  children,
}: {
  headingLevel: 2 | 3;
  type: MediaType;
  sourceId: string;
  heading: string;
  text: string;
  action: string;
  game: GameOfBlock;
  /** What shows while selected: the video or the zone. */
  children: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
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
    <section
      className={styles.block}
      aria-labelledby={headingId}
      data-media={type}
      data-open={selected || undefined}
    >
      <div className={styles.bar}>
        <Heading id={headingId} className={styles.heading}>
          {heading}
        </Heading>
        <button type="button" className={styles.button} aria-pressed={selected} onClick={toggle}>
          {action}
        </button>
      </div>
      {selected ? children : <p className={styles.text}>{text}</p>}
    </section>
  );
}

/**
 * A game's live video and game zone (spec 02 §3 "Media entity"): each one the game has, with a
 * toggle that selects it into the media selection on the board placement; what is selected shows
 * in place (the selection is kept, so it shows again on the next visit).
 */
export function GameMedia({ lng, headingLevel = 2, media, zone, labels, ...game }: GameMediaProps) {
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
          headingLevel={headingLevel}
        >
          <LiveVideo
            lng={lng}
            videoId={media.videoId}
            title={game.title}
            labels={labels.liveVideo}
          />
        </MediaBlock>
      )}
      {media.zoneId && (
        <MediaBlock
          type="zone"
          sourceId={media.zoneId}
          heading={labels.zone}
          text={labels.zoneText}
          action={labels.showZone}
          game={game}
          headingLevel={headingLevel}
        >
          <GameZone
            gameId={game.gameId}
            zone={zone}
            labels={labels.gameZone}
            headingLevel={headingLevel === 3 ? 4 : 3}
          />
        </MediaBlock>
      )}
    </div>
  );
}
