/**
 * spec 01 §4 Auto log-off: the player is idle when no tab of the site saw activity for the
 * configured time. Activity is recorded at most once per burst (debounced 100 ms, spec 01 §9) in
 * localStorage, so activity in one tab keeps the others alive; while any media plays the player
 * counts as active ("Idle detection is ignored while media is playing").
 */
import { ACTIVITY_DEBOUNCE_MS, IDLE_CHECK_MS, LAST_ACTIVITY_KEY } from './protection-rules';

export const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'scroll',
  'touchstart',
] as const;

/** Any <video> or <audio> of the page playing now. */
export function isMediaPlaying(doc: Document = document): boolean {
  return Array.from(doc.querySelectorAll<HTMLMediaElement>('video, audio')).some(
    (media) => !media.paused && !media.ended,
  );
}

export interface IdleWatchOptions {
  limitMs: number;
  onIdle: () => void;
  target?: Window;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  mediaPlaying?: () => boolean;
  now?: () => number;
}

function sharedStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (privacy settings): the tab watches its own activity only.
    return null;
  }
}

/** Starts watching; answers the function that stops it. `onIdle` is called once. */
export function watchIdle({
  limitMs,
  onIdle,
  target = window,
  storage = sharedStorage(),
  mediaPlaying = () => isMediaPlaying(target.document),
  now = Date.now,
}: IdleWatchOptions): () => void {
  let lastActivity = now();
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let check: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const record = () => {
    lastActivity = now();
    try {
      storage?.setItem(LAST_ACTIVITY_KEY, String(lastActivity));
    } catch {
      // A full or refused storage: this tab still counts its own activity.
    }
  };
  const sharedActivity = () => {
    try {
      const value = Number(storage?.getItem(LAST_ACTIVITY_KEY));
      return Number.isFinite(value) ? value : 0;
    } catch {
      return 0;
    }
  };
  const onActivity = () => {
    clearTimeout(debounce);
    debounce = setTimeout(record, ACTIVITY_DEBOUNCE_MS);
  };

  const stop = () => {
    stopped = true;
    clearTimeout(debounce);
    clearTimeout(check);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, true);
  };

  const tick = () => {
    if (stopped) return;
    if (mediaPlaying()) record();
    const idleMs = now() - Math.max(lastActivity, sharedActivity());
    if (idleMs >= limitMs) {
      stop();
      onIdle();
      return;
    }
    check = setTimeout(tick, Math.min(IDLE_CHECK_MS, limitMs - idleMs));
  };

  for (const type of ACTIVITY_EVENTS) {
    target.addEventListener(type, onActivity, { capture: true, passive: true });
  }
  record();
  check = setTimeout(tick, Math.min(IDLE_CHECK_MS, limitMs));
  return stop;
}
