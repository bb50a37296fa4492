import { applyLivePatch, diffLiveStates } from './live-state';
import type { LiveEvent, LivePatchBody, LiveState, LiveTopic } from './wire';

/*
 * One upstream poll per view in use, however many are watching (docs/architecture.md "Live").
 * The hub keeps a topic per view (a sport's live list, a game) while somebody follows it, and for
 * a linger after the last one leaves (a reconnection, the polling fallback between its calls).
 * Whoever leads a topic polls the upstream at most once an interval, compares the answer with the
 * last and publishes the difference; every instance following the topic applies what is
 * published and passes it on to its streams, each event serialised once for all of them. The bus
 * decides who leads: in one process, the process (LocalLiveBus); with Redis, one instance of all
 * (redis-live-bus.ts). Nobody following a topic anywhere: nobody polls it.
 */

/** A view of the line as the hub polls it. */
export interface LiveSource {
  /** Unique for what is polled: the site, the language, the topic. */
  key: string;
  topic: LiveTopic;
  load(): Promise<LiveState>;
}

/** What the leader of a topic publishes. */
export type TopicMessage =
  | { kind: 'snapshot'; version: number; state: LiveState }
  | { kind: 'patch'; from: number; version: number; patch: LivePatchBody };

export interface LiveBus {
  /** Passes every message published for `key` to `deliver` until the answer is called. */
  follow(key: string, deliver: (message: TopicMessage) => void): () => void;
  /** Takes or keeps the lead of `key` for a while: true when this process polls it now. */
  lead(key: string): Promise<boolean>;
  /** Gives the lead up (nobody here follows the topic any more). */
  resign(key: string): Promise<void>;
  /** Publishes a message, and `state` as the topic's latest for followers who join later. */
  publish(key: string, message: TopicMessage, state: LiveState): Promise<void>;
  /** The topic's latest state as its leader published it, when another process leads it. */
  latest(key: string): Promise<{ version: number; state: LiveState } | null>;
}

/** The bus of one process: it always leads, and delivers what it publishes to itself. */
export class LocalLiveBus implements LiveBus {
  private readonly followers = new Map<string, Set<(message: TopicMessage) => void>>();

  follow(key: string, deliver: (message: TopicMessage) => void) {
    const set = this.followers.get(key) ?? new Set();
    set.add(deliver);
    this.followers.set(key, set);
    return () => {
      set.delete(deliver);
      if (set.size === 0) this.followers.delete(key);
    };
  }

  async lead() {
    return true;
  }

  async resign() {}

  async publish(key: string, message: TopicMessage) {
    this.deliver(key, message);
  }

  hasFollowers(key: string): boolean {
    return this.followers.has(key);
  }

  /** Hands a message to this process's followers of `key`. */
  deliver(key: string, message: TopicMessage) {
    for (const deliver of this.followers.get(key) ?? []) deliver(message);
  }

  async latest() {
    return null;
  }
}

/** A follower of a topic: each event comes with its JSON, made once for every follower. */
export type LiveListener = (event: LiveEvent, json: string) => void;

export interface LiveHubOptions {
  bus: LiveBus;
  /** How often a led topic is polled (LIVE_POLL_MS, default 1000). */
  intervalMs: number;
  /** How long a topic nobody follows is kept (and polled) before it is dropped. */
  lingerMs: number;
  /** Patches kept per topic for a reconnection to catch up from. */
  historyLimit: number;
  /** A failed poll (an upstream outage): the topic keeps its state and tries again next time. */
  onPollError?: (source: LiveSource, error: unknown) => void;
  now?: () => number;
}

interface KeptPatch {
  event: LiveEvent & { kind: 'patch' };
  json: string;
}

class Topic {
  state: LiveState | null = null;
  version = 0;
  history: KeptPatch[] = [];
  readonly listeners = new Set<LiveListener>();
  idleSince: number;
  /** What this process last polled, while it leads: the base of the next difference. */
  polled: { version: number; state: LiveState } | null = null;
  leading = false;
  dropped = false;
  timer: ReturnType<typeof setTimeout> | null = null;
  unfollow: () => void = () => {};

  constructor(
    readonly source: LiveSource,
    now: number,
  ) {
    this.idleSince = now;
  }

  snapshotEvent(): { event: LiveEvent; json: string } {
    const event: LiveEvent = {
      topic: this.source.topic,
      kind: 'snapshot',
      version: this.version,
      ...this.state!,
    };
    return { event, json: JSON.stringify(event) };
  }

  /** What a follower at `since` needs to be current: patches when they are all kept, or a snapshot. */
  catchUp(since: number | undefined): { event: LiveEvent; json: string }[] {
    if (!this.state) return [];
    if (since === this.version) return [];
    if (since !== undefined) {
      const start = this.history.findIndex((kept) => kept.event.from === since);
      if (start >= 0) return this.history.slice(start);
    }
    return [this.snapshotEvent()];
  }
}

export interface LiveHubStats {
  topics: number;
  followers: number;
  /** Upstream polls made since the hub started. */
  polls: number;
}

export class LiveHub {
  private readonly topics = new Map<string, Topic>();
  private readonly now: () => number;
  private polls = 0;

  constructor(private readonly options: LiveHubOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * Follows a topic: `listener` gets what it lacks at once (the patches after `since` when they
   * are kept, else the snapshot, or nothing until the first poll), then every change.
   */
  subscribe(source: LiveSource, listener: LiveListener, since?: number): () => void {
    const topic = this.topicOf(source);
    for (const { event, json } of topic.catchUp(since)) listener(event, json);
    topic.listeners.add(listener);
    return () => {
      if (topic.listeners.delete(listener) && topic.listeners.size === 0) {
        topic.idleSince = this.now();
      }
    };
  }

  /**
   * The events after `since` for one who polls rather than streams (GET /api/live/changes): the
   * topic is followed for the call and lingers after it; a topic new to this process is waited
   * for until its first state, at most `waitMs`.
   */
  async changes(source: LiveSource, since: number | undefined, waitMs: number) {
    const topic = this.topicOf(source);
    if (!topic.state) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, waitMs);
        const stop = this.subscribe(source, done);
        function done() {
          clearTimeout(timer);
          stop();
          resolve();
        }
      });
    }
    topic.idleSince = this.now();
    return topic.catchUp(since).map(({ event }) => event);
  }

  /** Whether this process follows the view of `key` now. */
  has(key: string): boolean {
    return this.topics.has(key);
  }

  stats(): LiveHubStats {
    let followers = 0;
    for (const topic of this.topics.values()) followers += topic.listeners.size;
    return { topics: this.topics.size, followers, polls: this.polls };
  }

  /** Stops every poll (tests; a process that stops). */
  close(): void {
    for (const topic of this.topics.values()) this.drop(topic);
  }

  private topicOf(source: LiveSource): Topic {
    const kept = this.topics.get(source.key);
    if (kept) return kept;
    const topic = new Topic(source, this.now());
    this.topics.set(source.key, topic);
    topic.unfollow = this.options.bus.follow(source.key, (message) => this.receive(topic, message));
    // Another process may lead the topic already: its latest state serves the first followers.
    void this.options.bus
      .latest(source.key)
      .then((latest) => {
        if (latest && latest.version > topic.version) this.replace(topic, latest);
      })
      .catch(() => {});
    void this.tick(topic);
    return topic;
  }

  private drop(topic: Topic): void {
    topic.dropped = true;
    if (topic.timer) clearTimeout(topic.timer);
    topic.unfollow();
    if (topic.leading) void this.options.bus.resign(topic.source.key).catch(() => {});
    this.topics.delete(topic.source.key);
  }

  /**
   * One poll, then the next one an interval after this one began: a poll (and passing its change
   * to every stream) that takes long delays the next rather than skipping it.
   */
  private async tick(topic: Topic): Promise<void> {
    if (topic.listeners.size === 0 && this.now() - topic.idleSince >= this.options.lingerMs) {
      this.drop(topic);
      return;
    }
    const began = this.now();
    await this.poll(topic);
    if (topic.dropped) return;
    const wait = Math.max(0, this.options.intervalMs - (this.now() - began));
    topic.timer = setTimeout(() => void this.tick(topic), wait);
    topic.timer.unref?.();
  }

  private async poll(topic: Topic): Promise<void> {
    const { bus } = this.options;
    const { key } = topic.source;
    try {
      topic.leading = await bus.lead(key);
      if (!topic.leading) {
        topic.polled = null;
        return;
      }
      // A new leader carries on from the last published state, so followers keep applying.
      topic.polled ??= topic.state
        ? { version: topic.version, state: topic.state }
        : await bus.latest(key);
      this.polls += 1;
      const next = await topic.source.load();
      const base = topic.polled;
      const version = Math.max(this.now(), (base?.version ?? 0) + 1);
      let message: TopicMessage;
      if (!base) {
        message = { kind: 'snapshot', version, state: next };
      } else {
        const patch = diffLiveStates(base.state, next);
        if (!patch) return;
        message = { kind: 'patch', from: base.version, version, patch };
      }
      topic.polled = { version, state: next };
      await bus.publish(key, message, next);
    } catch (error) {
      this.options.onPollError?.(topic.source, error);
    }
  }

  private receive(topic: Topic, message: TopicMessage): void {
    if (message.kind === 'snapshot') {
      if (message.version > topic.version) this.replace(topic, message);
      return;
    }
    if (topic.state && message.from === topic.version) {
      topic.state = applyLivePatch(topic.state, message.patch);
      topic.version = message.version;
      const event: LiveEvent & { kind: 'patch' } = {
        topic: topic.source.topic,
        kind: 'patch',
        from: message.from,
        version: message.version,
        ...message.patch,
      };
      const kept = { event, json: JSON.stringify(event) };
      topic.history.push(kept);
      if (topic.history.length > this.options.historyLimit) topic.history.shift();
      for (const listener of topic.listeners) listener(kept.event, kept.json);
      return;
    }
    if (message.version <= topic.version) return;
    // A patch on a state this process does not have (it joined late, or missed one): the latest
    // published state replaces what it has.
    void this.options.bus
      .latest(topic.source.key)
      .then((latest) => {
        if (latest && latest.version > topic.version) this.replace(topic, latest);
      })
      .catch(() => {});
  }

  private replace(topic: Topic, latest: { version: number; state: LiveState }): void {
    topic.state = latest.state;
    topic.version = latest.version;
    topic.history = [];
    const { event, json } = topic.snapshotEvent();
    for (const listener of topic.listeners) listener(event, json);
  }
}
