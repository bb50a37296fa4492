/**
 * `track(event)`: the one way the site reports an analytics event (spec 02 §4, §7). Each event
 * is checked against the registry (an unknown value is logged as an error and not sent, spec 02
 * §5), pushed to the tag manager's dataLayer when the tag manager runs (marketing consent, see
 * TagManager.tsx), and queued for the collector: sent in one batch 10 s after the first queued
 * event (spec 01 §9 "Analytics delay 10000 ms except on registration pages", spec 02 §9 "web
 * vitals after 10 s"), at once on a registration page or when a batch is full, and by
 * `navigator.sendBeacon` when the page is left, so nothing queued is lost with it.
 * The registry's check (zod) loads when the first batch is due, not while the page boots; what
 * a page left before then goes unchecked, and the BFF checks it (docs/performance.md).
 * Browser only: on the server `track` does nothing.
 */
import { sendGTMEvent } from '@next/third-parties/google';
import { noteAuthFunnel } from './auth-funnel';
import {
  ANALYTICS_DELAY_MS,
  ANALYTICS_EVENT_IDS,
  collectablePath,
  isRegistrationPage,
  MAX_EVENTS_PER_BATCH,
  type AnalyticsEvent,
} from './event-codes';
import type { AnalyticsEventInput, checkAnalyticsEvent } from './event-registry';

/** The BFF collector endpoint (docs/bff-api.md "Analytics"). */
export const COLLECTOR_ENDPOINT = '/api/analytics/events';
/** Path lengths the collector takes (event-registry.ts). */
const MAX_PATH_LENGTH = 256;

export interface AnalyticsSettings {
  /** The page's language (the `[lng]` segment). */
  lang: string;
  /** Config group `analytics`: whether events go to the collector at all. */
  collectorEnabled: boolean;
}

interface Held {
  input: AnalyticsEventInput;
  ts: number;
  path: string;
}

export type CheckEvent = typeof checkAnalyticsEvent;

export interface TrackerOptions {
  delayMs?: number;
  maxBatch?: number;
  now?: () => number;
  /** The registry's check, when it is at hand. */
  check?: CheckEvent;
  /**
   * Loads the registry's check (with zod). It is loaded when the first batch is due (or at once
   * while the tag manager runs), so no schema code runs while a page becomes interactive.
   */
  loadCheck?: () => Promise<CheckEvent>;
}

const loadRegistryCheck = () => import('./event-registry').then((m) => m.checkAnalyticsEvent);

export type Tracker = ReturnType<typeof createTracker>;

/** A tracker with its own queue; the site uses the one below (`track`, `startAnalytics`…). */
export function createTracker({
  delayMs = ANALYTICS_DELAY_MS,
  maxBatch = MAX_EVENTS_PER_BATCH,
  now = () => Date.now(),
  check: givenCheck,
  loadCheck = loadRegistryCheck,
}: TrackerOptions = {}) {
  let settings: AnalyticsSettings | null = null;
  let userId: number | null = null;
  let tagManagerOn = false;
  /** Events tracked before the page's settings are known (a form that reports as it mounts). */
  let held: Held[] = [];
  let queue: AnalyticsEvent[] = [];
  /** Events tracked before the registry's check had loaded: checked once it has. */
  let unchecked: AnalyticsEvent[] = [];
  let check: CheckEvent | null = givenCheck ?? null;
  let checkLoaded: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function clearTimer() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  function batches(): string[] {
    const bodies: string[] = [];
    while (queue.length > 0) {
      bodies.push(JSON.stringify({ events: queue.slice(0, maxBatch) }));
      queue = queue.slice(maxBatch);
    }
    return bodies;
  }

  function post(body: string) {
    void fetch(COLLECTOR_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'same-origin',
    })
      .then((response) => {
        if (!response.ok) console.warn(`analytics batch refused: ${response.status}`);
      })
      .catch((error: unknown) => console.warn('analytics batch not sent:', error));
  }

  /** Loads the registry's check, checks what waited for it, then goes on with `then`. */
  function withCheck(then: () => void) {
    checkLoaded ??= loadCheck().then(
      (loaded) => {
        check = loaded;
      },
      (error: unknown) => {
        checkLoaded = null;
        console.warn('analytics: the event check did not load:', error);
      },
    );
    void checkLoaded.then(() => {
      if (!check) return;
      const waiting = unchecked;
      unchecked = [];
      for (const event of waiting) admit(event);
      then();
    });
  }

  /** Sends what is queued now (the delay has passed, a batch is full, a registration page). */
  function flush() {
    clearTimer();
    if (unchecked.length > 0) {
      withCheck(flush);
      return;
    }
    if (!settings?.collectorEnabled) return;
    for (const body of batches()) post(body);
  }

  /**
   * The page is being left: what is queued goes with the browser's beacon, which outlives it.
   * Events the check has not seen yet go as they are (the page cannot wait for its code): the
   * BFF checks every event and refuses a batch with a wrong one, logging why.
   */
  function flushOnLeave() {
    clearTimer();
    if (!settings?.collectorEnabled) return;
    queue.push(...unchecked);
    unchecked = [];
    for (const body of batches()) {
      const beaconSent =
        typeof navigator.sendBeacon === 'function' &&
        navigator.sendBeacon(COLLECTOR_ENDPOINT, new Blob([body], { type: 'application/json' }));
      if (!beaconSent) post(body);
    }
  }

  function schedule(path: string) {
    const waiting = queue.length + unchecked.length;
    if (waiting === 0) return;
    if (waiting >= maxBatch || isRegistrationPage(path)) {
      flush();
      return;
    }
    timer ??= setTimeout(flush, delayMs);
  }

  /** A checked event: to the tag manager when it runs, and into the collector's queue. */
  function admit(candidate: AnalyticsEvent) {
    if (!check) return;
    const checked = check(candidate);
    if (!checked.ok) {
      // spec 02 §5 "Unknown … values are logged as errors by analytics".
      console.error('analytics: event refused', {
        name: candidate.name,
        problems: checked.problems,
      });
      return;
    }
    const { event } = checked;
    if (tagManagerOn) sendGTMEvent({ event: event.name, event_id: event.id, ...event.fields });
    if (!settings?.collectorEnabled) return;
    queue.push(event);
    schedule(event.path);
  }

  function accept({ input, ts, path }: Held) {
    if (!settings) return;
    // Nothing would take it: no check is loaded for it either.
    if (!settings.collectorEnabled && !tagManagerOn) return;
    const candidate = {
      id: ANALYTICS_EVENT_IDS[input.name],
      name: input.name,
      ts,
      path,
      lang: settings.lang,
      userId,
      fields: input.fields,
    } as AnalyticsEvent;
    if (check) {
      admit(candidate);
      return;
    }
    unchecked.push(candidate);
    if (unchecked.length > maxBatch) unchecked = unchecked.slice(-maxBatch);
    // The tag manager takes events as they happen; the collector's batch waits anyway.
    if (tagManagerOn) withCheck(() => undefined);
    else schedule(path);
  }

  function onPageHidden(event: Event) {
    if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return;
    flushOnLeave();
  }

  return {
    track(input: AnalyticsEventInput): void {
      if (typeof window === 'undefined') return;
      const entry: Held = {
        input,
        ts: now(),
        path: collectablePath(window.location.pathname, MAX_PATH_LENGTH),
      };
      noteAuthFunnel(input, entry.ts);
      if (settings) {
        accept(entry);
        return;
      }
      held.push(entry);
      if (held.length > maxBatch) held = held.slice(-maxBatch);
    },

    /**
     * The page's settings are known (AnalyticsClient): held events are checked and queued, and
     * the queue is sent when the page is hidden or left. Answers the stop function.
     */
    start(next: AnalyticsSettings): () => void {
      settings = next;
      const early = held;
      held = [];
      for (const entry of early) accept(entry);
      // pagehide: the page is left or goes to the back/forward cache; a hidden tab may never
      // come back (mobile browsers end it without a pagehide).
      window.addEventListener('pagehide', onPageHidden);
      document.addEventListener('visibilitychange', onPageHidden);
      return () => {
        window.removeEventListener('pagehide', onPageHidden);
        document.removeEventListener('visibilitychange', onPageHidden);
        flushOnLeave();
        settings = null;
      };
    },

    /** The signed-in player, for the events that follow (the BFF checks it with the session). */
    setUser(next: number | null): void {
      userId = next;
    },

    /** Whether the tag manager runs (it does only with marketing consent). */
    setTagManagerOn(on: boolean): void {
      tagManagerOn = on;
    },
  };
}

const siteTracker = createTracker();

export const track = siteTracker.track;
export const startAnalytics = siteTracker.start;
export const setAnalyticsUser = siteTracker.setUser;
export const setTagManagerOn = siteTracker.setTagManagerOn;
