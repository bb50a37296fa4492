'use client';

import { Suspense, use, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import buttons from '@/features/ui/Buttons.module.css';
import {
  TYPED_SCOPE_ATTRIBUTE,
  TypedBeforeProvider,
  typedInto,
  usePlainTexts,
} from '@/features/ui';
import { useAppDispatch, useAppSelector, useAppStore } from '@/features/store';
import { describeFailure, type RemoteAttempt, type RemoteModule } from './remote-module';
import { inOwnTask } from './own-task';
import { MANUAL_RELOAD_THROTTLE_MS, REMOTE_STATE, retryDelayMs } from './remote-state';
import {
  remoteLoadFailed,
  remoteLoaded,
  remoteLoadStarted,
  remoteReleased,
  remoteUsed,
  selectRemoteEntry,
  type RemoteUse,
} from './remoteAppsSlice';
import styles from './RemotePart.module.css';

export interface RemotePartProps<P> {
  remote: RemoteModule<P>;
  props: P;
  /** A whole view (a page's body) or a component inside one; the registry counts both. */
  use?: RemoteUse;
  /** The height the part takes, held by the skeleton and the error (CSS length). */
  minHeight?: string;
  /** Instead of the skeleton while loading. */
  fallback?: ReactNode;
  /** A part that opens above the page (a modal): nothing held while loading. */
  overlay?: boolean;
}

function RemoteContent<P extends object>({
  attempt,
  props,
  fallback,
}: {
  attempt: RemoteAttempt<P>;
  props: P;
  fallback: ReactNode;
}) {
  const outcome = use(attempt);
  // A failed attempt waits for its retry behind the same placeholder.
  if (!outcome.ok) return fallback;
  const { Component } = outcome;
  return <Component {...props} />;
}

const noSubscription = () => () => undefined;
/** True on the server and while the page hydrates; false for parts mounted in the browser. */
const hydrating = () => false;
const serverOrHydrating = () => true;
/** The server's HTML of the part, kept as it is (React leaves an inner HTML it did not set alone). */
const SERVER_HTML = { __html: '' };

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A dialog that opened around the skeleton put the focus on itself (it had no control yet); when
 * the part arrives the focus goes to its first control, as if it had been there from the start.
 */
function takeParkedFocus(content: HTMLDivElement | null) {
  if (!content) return;
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return;
  if (!active.contains(content) || active.getAttribute('role') !== 'dialog') return;
  const target =
    content.querySelector<HTMLElement>('[data-autofocus]') ??
    content.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
}

function RemoteLoadError({
  refreshing,
  onRefresh,
  minHeight,
  overlay,
}: {
  refreshing: boolean;
  onRefresh: () => void;
  minHeight: string | undefined;
  overlay: boolean;
}) {
  const t = usePlainTexts('remoteApps');
  return (
    <div role="alert" className={overlay ? styles.overlay : styles.failed} style={{ minHeight }}>
      <p>{t('main_dictionary_load_error')}</p>
      <p>{t('main_dictionary_refresh_page')}</p>
      <button
        type="button"
        className={buttons.primary}
        // aria-disabled, not disabled: the button keeps the focus while the part reloads.
        aria-disabled={refreshing}
        onClick={onRefresh}
      >
        {refreshing ? t('main_refreshing_button') : t('main_page_refresh_button')}
      </button>
    </div>
  );
}

/**
 * A lazily loaded client part with spec 01 §4's load state: rendered on the server as usual, a
 * skeleton of its size while its code loads in the browser, automatic retries on failure (3, from
 * 1000 ms doubling; header pieces 5 at 1 s), then the refresh button of §8, throttled to one
 * reload a second. Its registry entry lives while a part uses it.
 */
export function RemotePart<P extends object>({
  remote,
  props,
  use: usedAs = 'component',
  minHeight,
  fallback,
  overlay = false,
}: RemotePartProps<P>) {
  const { name, policy, variant } = remote;
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const version = useSyncExternalStore(remote.subscribe, remote.version, remote.version);
  const beforeHydration = useSyncExternalStore(noSubscription, hydrating, serverOrHydrating);
  // Whether this part came with the page's HTML (it was hydrated) rather than mounted later.
  const cameWithPage = useRef(beforeHydration);
  // The server's HTML while it stands, and what the player typed into it, kept for the part.
  const serverContent = useRef<HTMLDivElement | null>(null);
  const typed = useRef<FormData[] | null>(null);
  // A part that came with the page keeps the server's HTML until its code is here, and starts
  // loading it in a task of its own (below); started while the page hydrates, the loads of all
  // the page's parts (a script and a stylesheet each) ran inside the hydration's one long task.
  const startsLater = cameWithPage.current && typeof window !== 'undefined';
  const entry = useAppSelector((state) => selectRemoteEntry(state, name));
  const state = entry?.state;
  const retriesDone = entry?.retry?.done ?? 0;

  useEffect(() => {
    if (!startsLater) return;
    return inOwnTask(() => remote.attempt());
  }, [remote, startsLater]);

  useEffect(() => {
    dispatch(remoteUsed({ name, use: usedAs, loaded: remote.status() === 'loaded', variant }));
    return () => {
      dispatch(remoteReleased({ name, use: usedAs }));
    };
  }, [dispatch, remote, name, usedAs, variant]);

  // After the registration above: a part mounted again after its entry was dropped finds its last
  // failure here and starts afresh, with the whole retry budget.
  useEffect(() => {
    const status = remote.status();
    if (status === 'loaded') dispatch(remoteLoaded(name));
    if (status === 'failed') {
      const attempt = remote.attempt();
      const outcome = attempt.status === 'fulfilled' ? attempt.value : null;
      const error = outcome && !outcome.ok ? outcome.error : undefined;
      dispatch(remoteLoadFailed({ name, error: describeFailure(error) }));
    }
  }, [dispatch, remote, name, version]);

  // spec 01 §4 "On error the view retries automatically up to 3 times"; with several parts of one
  // application mounted, the first timer retries and the others find the entry loading.
  useEffect(() => {
    if (state !== REMOTE_STATE.error || retriesDone >= policy.retries) return;
    const timer = window.setTimeout(
      () => {
        const current = selectRemoteEntry(store.getState(), name);
        if (current?.state !== REMOTE_STATE.error || (current.retry?.done ?? 0) !== retriesDone) {
          return;
        }
        dispatch(remoteLoadStarted({ name, manualAt: null }));
        remote.reload();
      },
      retryDelayMs(policy, retriesDone),
    );
    return () => window.clearTimeout(timer);
  }, [dispatch, store, remote, name, policy, state, retriesDone]);

  function refresh() {
    const current = selectRemoteEntry(store.getState(), name);
    if (current?.state !== REMOTE_STATE.error) return;
    const now = Date.now();
    const last = current.retry?.manualAt ?? null;
    // spec 01 §4 "A manual reload is throttled to once per second".
    if (last !== null && now >= last && now - last < MANUAL_RELOAD_THROTTLE_MS) return;
    dispatch(remoteLoadStarted({ name, manualAt: now }));
    remote.reload();
  }

  const placeholder =
    fallback !== undefined || overlay ? (
      (fallback ?? null)
    ) : (
      <div className={styles.skeleton} style={{ minHeight }} aria-busy="true" />
    );
  const exhausted = entry?.retry != null && retriesDone >= policy.retries;
  if (exhausted && state !== REMOTE_STATE.ready) {
    return (
      <RemoteLoadError
        refreshing={state === REMOTE_STATE.loading}
        onRefresh={refresh}
        minHeight={minHeight}
        overlay={overlay}
      />
    );
  }
  if (cameWithPage.current) {
    // Drawn on the server without a Suspense boundary: React moves a large boundary of a big page
    // out of place into hidden HTML that only JavaScript reveals, and the page must read without
    // it. In the browser the server's HTML stays as it is (not hydrated: a click on a link or a
    // form's submit works as without JavaScript) until the part's code is here; then the part
    // is drawn in its place, with what the player typed into the HTML meanwhile.
    if (!startsLater) {
      return (
        <div className={styles.content}>
          <RemoteContent attempt={remote.attempt()} props={props} fallback={placeholder} />
        </div>
      );
    }
    const attempt = remote.peek();
    const outcome = attempt?.status === 'fulfilled' ? attempt.value : null;
    if (beforeHydration || !outcome?.ok) {
      return (
        <div
          ref={serverContent}
          className={styles.content}
          dangerouslySetInnerHTML={SERVER_HTML}
          suppressHydrationWarning
        />
      );
    }
    // Read on the render that replaces it, while it is still on the page.
    typed.current ??= serverContent.current ? typedInto(serverContent.current) : [];
    const { Component } = outcome;
    const scope = { [TYPED_SCOPE_ATTRIBUTE]: '' };
    return (
      <TypedBeforeProvider value={typed.current}>
        <div className={styles.content} ref={takeParkedFocus} {...scope}>
          <Component {...props} />
        </div>
      </TypedBeforeProvider>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <div className={styles.content} ref={takeParkedFocus}>
        <RemoteContent attempt={remote.attempt()} props={props} fallback={placeholder} />
      </div>
    </Suspense>
  );
}
