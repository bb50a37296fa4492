'use client';

import type { AppStore } from '@/features/store';
import {
  formatCursor,
  parseCursor,
  type LiveEvent,
  type LiveOutcomeState,
  type LiveTopic,
} from '@/server/live/wire';
import { liveEventsReceived, liveTopicsDropped, liveTransportChanged } from './liveSlice';

/*
 * The tab's one live connection (docs/architecture.md "Live"): every part of the page that follows
 * a topic (the list, the game, the coupon's games) adds it here, and one EventSource carries them
 * all. Its events go to the store. A stream that does not open (a proxy that holds it back, an
 * error answer) gives way to polling GET /api/live/changes once a second, and the stream is tried
 * again every 15 seconds. A hidden tab closes both; shown again, it carries on from its cursor
 * (the server sends what was missed, or a snapshot).
 */

/** The fallback polls this often. */
export const LIVE_POLL_MS = 1000;
/** While polling, the stream is tried again this often. */
export const STREAM_RETRY_MS = 15_000;
/** Errors in a row before a stream that never opened, or keeps failing, gives way to polling. */
const STREAM_FAILURES = 2;

/** What changed of an outcome, as the coupon applies it (null: gone from the line). */
export interface LiveOutcomeChange {
  id: number;
  now: LiveOutcomeState | null;
}

/**
 * Gets the outcomes a batch of events changed, and the games whose every outcome it lists (a
 * game's snapshot: an outcome of theirs not listed has left the line).
 */
export type LiveOutcomeListener = (changes: LiveOutcomeChange[], completeGames: number[]) => void;

class LiveConnection {
  private store: AppStore | null = null;
  private readonly counts = new Map<LiveTopic, number>();
  private topics: LiveTopic[] = [];
  private readonly versions = new Map<LiveTopic, number>();
  private readonly outcomeListeners = new Set<LiveOutcomeListener>();
  private source: EventSource | null = null;
  private failures = 0;
  private mode: 'stream' | 'polling' = 'stream';
  private pollTimer: number | null = null;
  private retryTimer: number | null = null;
  private scheduled = false;
  private listening = false;
  /** Raised by each close: a poll of an earlier connection does not carry on. */
  private generation = 0;

  follow(store: AppStore, topics: readonly LiveTopic[]): () => void {
    this.store = store;
    for (const topic of topics) this.counts.set(topic, (this.counts.get(topic) ?? 0) + 1);
    this.schedule();
    return () => {
      for (const topic of topics) {
        const left = (this.counts.get(topic) ?? 1) - 1;
        if (left > 0) this.counts.set(topic, left);
        else this.counts.delete(topic);
      }
      this.schedule();
    };
  }

  onOutcomes(listener: LiveOutcomeListener): () => void {
    this.outcomeListeners.add(listener);
    return () => this.outcomeListeners.delete(listener);
  }

  /** Many parts mount and unmount together: the topics are settled once they have. */
  private schedule() {
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      this.settle();
    });
  }

  private settle() {
    if (!this.listening) {
      this.listening = true;
      document.addEventListener('visibilitychange', () => this.reopen());
    }
    const next = [...this.counts.keys()].sort();
    if (next.join(',') === this.topics.join(',')) return;
    // Another set of views: the topics kept carry on from their versions, new ones start from a
    // snapshot, and what only the dropped ones gave leaves the store.
    const dropped = this.topics.filter((topic) => !next.includes(topic));
    for (const topic of dropped) this.versions.delete(topic);
    if (dropped.length > 0) this.store?.dispatch(liveTopicsDropped(dropped));
    this.topics = next;
    this.reopen();
  }

  private reopen() {
    this.close();
    if (this.topics.length === 0 || document.visibilityState === 'hidden') {
      this.setTransport('off');
      return;
    }
    if (this.mode === 'polling' || typeof EventSource === 'undefined') this.startPolling();
    else this.openStream();
  }

  private close() {
    this.generation += 1;
    this.source?.close();
    this.source = null;
    if (this.pollTimer !== null) window.clearTimeout(this.pollTimer);
    if (this.retryTimer !== null) window.clearTimeout(this.retryTimer);
    this.pollTimer = null;
    this.retryTimer = null;
  }

  private query(): URLSearchParams {
    const query = new URLSearchParams({
      lng: document.documentElement.lang || 'en',
      t: this.topics.join(','),
    });
    if (this.versions.size > 0) query.set('since', formatCursor(this.topics, this.versions));
    return query;
  }

  private openStream() {
    const source = new EventSource(`/api/live/stream?${this.query()}`);
    this.source = source;
    source.addEventListener('open', () => {
      this.failures = 0;
      this.setTransport('stream');
    });
    source.addEventListener('live', (message) => {
      this.receive([JSON.parse((message as MessageEvent<string>).data) as LiveEvent]);
    });
    source.addEventListener('error', () => {
      this.failures += 1;
      // Closed for good (an error answer), or failing again and again: poll instead.
      if (source.readyState === EventSource.CLOSED || this.failures >= STREAM_FAILURES) {
        this.mode = 'polling';
        this.reopen();
      }
    });
  }

  private startPolling() {
    this.setTransport('polling');
    const { topics, generation } = this;
    const current = () => generation === this.generation;
    const poll = async () => {
      try {
        const answer = await fetch(`/api/live/changes?${this.query()}`, { cache: 'no-store' });
        if (answer.ok && current()) {
          const { data } = (await answer.json()) as {
            data: { cursor: string; events: LiveEvent[] };
          };
          this.receive(data.events);
          for (const [topic, version] of parseCursor(topics, data.cursor)) {
            this.versions.set(topic, version);
          }
        }
      } catch {
        // Offline for a moment: the next poll tries again.
      }
      if (current()) this.pollTimer = window.setTimeout(() => void poll(), LIVE_POLL_MS);
    };
    this.pollTimer = window.setTimeout(() => void poll(), 0);
    this.retryTimer = window.setTimeout(() => {
      this.mode = 'stream';
      this.failures = 0;
      this.reopen();
    }, STREAM_RETRY_MS);
  }

  private receive(events: LiveEvent[]) {
    const fresh: LiveEvent[] = [];
    for (const event of events) {
      if (!this.topics.includes(event.topic)) continue;
      const known = this.versions.get(event.topic);
      if (event.kind === 'patch' && known !== undefined && event.from !== known) {
        // A patch on a state this page does not have: start that topic again from a snapshot.
        this.versions.delete(event.topic);
        this.reopen();
        return;
      }
      if (event.kind === 'patch' && known === undefined) continue;
      this.versions.set(event.topic, event.version);
      fresh.push(event);
    }
    if (fresh.length === 0) return;
    this.store?.dispatch(liveEventsReceived(fresh));
    if (this.outcomeListeners.size === 0) return;
    const changes: LiveOutcomeChange[] = [];
    const completeGames: number[] = [];
    for (const event of fresh) {
      for (const [id, now] of Object.entries(event.outcomes)) changes.push({ id: Number(id), now });
      if (event.kind === 'snapshot' && event.topic.startsWith('game:')) {
        completeGames.push(Number(event.topic.slice('game:'.length)));
      }
    }
    if (changes.length === 0 && completeGames.length === 0) return;
    for (const listener of this.outcomeListeners) listener(changes, completeGames);
  }

  private setTransport(transport: 'off' | 'stream' | 'polling') {
    // The page's mark of it: operators (and the end-to-end tests) read how live changes arrive.
    document.documentElement.dataset.live = transport;
    if (this.store?.getState().live.transport !== transport) {
      this.store?.dispatch(liveTransportChanged(transport));
    }
  }
}

let connection: LiveConnection | null = null;

function theConnection(): LiveConnection {
  connection ??= new LiveConnection();
  return connection;
}

/** Follows topics until the answer is called. */
export function followLive(store: AppStore, topics: readonly LiveTopic[]): () => void {
  return theConnection().follow(store, topics);
}

/** Calls `listener` with the outcomes each batch of live events changed. */
export function onLiveOutcomes(listener: LiveOutcomeListener): () => void {
  return theConnection().onOutcomes(listener);
}
