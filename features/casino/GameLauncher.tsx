'use client';

import { useEffect, useRef, useState } from 'react';
import { BffError, bffClient } from '@/features/bff';
import { selectIsSignedIn, signInRequested } from '@/features/session';
import { notify } from '@/features/notifications';
import { useAppDispatch, useAppSelector } from '@/features/store';
import type { LaunchMode } from '@/server/upstream/schemas/casino';
import buttons from '@/features/ui/Buttons.module.css';
import styles from './GamePage.module.css';

export interface LauncherLabels {
  play: string;
  demo: string;
  noDemo: string;
  launching: string;
  close: string;
  /** The button that gives the game the whole screen (the browser's full-screen mode). */
  fullScreen: string;
  signInToPlay: string;
  /** Error texts by the BFF's code; `generic` for any other. */
  errors: Record<'demo_unavailable' | 'self_excluded' | 'game_not_found' | 'generic', string>;
}

/** The query that starts real play once a visitor has signed in for it. */
export const PLAY_REAL_PARAM = 'play';

type Stage =
  | { kind: 'idle' }
  | { kind: 'launching'; mode: LaunchMode }
  | { kind: 'playing'; mode: LaunchMode; url: string };

/**
 * The games wrapper's frame (spec 01 §2 "Games wrapper and preloaders"): the game's poster with
 * Play and Demo, then the launcher page the upstream serves, in a frame of the same size (no
 * layout shift). Demo is open to anybody when the game has one; real money needs a player, so a
 * visitor's Play opens the login form and comes back here to start the game.
 */
export function GameLauncher({
  gameId,
  name,
  image,
  demo,
  lng,
  autoStart,
  labels,
}: {
  gameId: number;
  name: string;
  image: string;
  demo: boolean;
  lng: string;
  /** Real play asked for before signing in (`?play=real`). */
  autoStart: boolean;
  labels: LauncherLabels;
}) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const started = useRef(false);
  const playingRef = useRef<HTMLDivElement>(null);
  // Known in the browser only: the server and the first render draw no button.
  const [canFullScreen, setCanFullScreen] = useState(false);
  useEffect(() => setCanFullScreen(document.fullscreenEnabled), []);

  async function launch(mode: LaunchMode) {
    if (mode === 'real' && !signedIn) {
      const here = new URL(window.location.href);
      here.searchParams.set(PLAY_REAL_PARAM, 'real');
      dispatch(signInRequested(`${here.pathname}${here.search}`));
      return;
    }
    setStage({ kind: 'launching', mode });
    try {
      const answer = await bffClient.post<{ url: string; mode: LaunchMode }>(
        `/api/casino/games/${gameId}/launch`,
        { mode, lang: lng },
      );
      setStage({ kind: 'playing', mode, url: answer.url });
    } catch (error) {
      setStage({ kind: 'idle' });
      if (error instanceof BffError && error.status === 401) {
        dispatch(signInRequested(window.location.pathname));
        return;
      }
      const code = error instanceof BffError ? error.code : 'generic';
      const text =
        code === 'demo_unavailable' || code === 'self_excluded' || code === 'game_not_found'
          ? labels.errors[code]
          : labels.errors.generic;
      void dispatch(notify({ kind: 'error', text, key: `casino-launch-${gameId}` }));
    }
  }

  useEffect(() => {
    if (!autoStart || !signedIn || started.current) return;
    started.current = true;
    // The address no longer asks to start the game: a reload shows the poster again.
    const here = new URL(window.location.href);
    here.searchParams.delete(PLAY_REAL_PARAM);
    window.history.replaceState(window.history.state, '', `${here.pathname}${here.search}`);
    void launch('real');
    // launch is re-created each render; the start happens once, on the first signed-in render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoStart, signedIn]);

  if (stage.kind === 'playing') {
    return (
      <div className={styles.playing} ref={playingRef}>
        <iframe
          className={styles.frame}
          src={stage.url}
          title={name}
          allow="fullscreen; autoplay"
          // The launcher runs its own scripts on its own origin; it may not steer this page.
          sandbox="allow-scripts allow-same-origin allow-forms"
          data-mode={stage.mode}
        />
        <button
          type="button"
          className={`${buttons.secondary} ${styles.closeGame}`}
          onClick={() => setStage({ kind: 'idle' })}
        >
          {labels.close}
        </button>
        {canFullScreen && (
          <button
            type="button"
            className={`${buttons.secondary} ${styles.fullScreen}`}
            onClick={() => void playingRef.current?.requestFullscreen().catch(() => undefined)}
          >
            {labels.fullScreen}
          </button>
        )}
      </div>
    );
  }

  const launching = stage.kind === 'launching';
  return (
    <div className={styles.stage} aria-busy={launching}>
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img className={styles.poster} src={image} width={320} height={240} alt="" />
      <div className={styles.posterActions}>
        <p className={styles.posterName}>{name}</p>
        {launching ? (
          <p className={styles.launching} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {labels.launching}
          </p>
        ) : (
          <>
            <div className={styles.playButtons}>
              <button
                type="button"
                className={`${buttons.primary} ${styles.playButton}`}
                onClick={() => void launch('real')}
              >
                {labels.play}
              </button>
              {demo && (
                <button
                  type="button"
                  className={`${buttons.secondary} ${styles.playButton}`}
                  onClick={() => void launch('demo')}
                >
                  {labels.demo}
                </button>
              )}
            </div>
            {!demo && <p className={styles.posterNote}>{labels.noDemo}</p>}
            {!signedIn && <p className={styles.posterNote}>{labels.signInToPlay}</p>}
          </>
        )}
      </div>
    </div>
  );
}
