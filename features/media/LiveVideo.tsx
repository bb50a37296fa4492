'use client';

import { useState } from 'react';
import { selectIsSignedIn, LoginLink } from '@/features/session';
import { useAppSelector } from '@/features/store';
import { selectVideoToken } from './mediaSlice';
import styles from './GameMedia.module.css';

export interface LiveVideoLabels {
  signIn: string;
  signInText: string;
  connecting: string;
  failed: string;
  retry: string;
}

/** The BFF's stream of a game's live video (docs/bff-api.md, the media calls). */
export function liveVideoSrc(videoId: string): string {
  return `/api/media/video/${encodeURIComponent(videoId)}`;
}

/**
 * A game's live video, for a signed-in player once the user video token has come (spec 02 §7:
 * the token is the signed-in player's; the BFF sends it with each request for the stream). A
 * visitor is asked to sign in; a stream that fails says so and can be tried again.
 */
export function LiveVideo({
  lng,
  videoId,
  title,
  labels,
}: {
  lng: string;
  videoId: string;
  title: string;
  labels: LiveVideoLabels;
}) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const token = useAppSelector(selectVideoToken);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  if (!signedIn) {
    return (
      <p className={styles.notice}>
        {labels.signInText} <LoginLink lng={lng}>{labels.signIn}</LoginLink>
      </p>
    );
  }
  if (token === null) {
    return (
      <p className={styles.notice} role="status">
        {labels.connecting}
      </p>
    );
  }
  if (failed) {
    return (
      <p className={styles.notice} role="alert">
        {labels.failed}{' '}
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            setFailed(false);
            setAttempt((count) => count + 1);
          }}
        >
          {labels.retry}
        </button>
      </p>
    );
  }
  return (
    <video
      key={attempt}
      className={styles.video}
      src={liveVideoSrc(videoId)}
      aria-label={title}
      data-testid="live-video"
      autoPlay
      muted
      loop
      playsInline
      controls
      onError={() => setFailed(true)}
    />
  );
}
