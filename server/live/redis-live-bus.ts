import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { keyDigest, redisPrefix, reportSharedFailure } from '@/server/shared/redis';
import { LocalLiveBus, type LiveBus, type TopicMessage } from './hub';
import type { LiveState } from './wire';

/** How long a lead holds without being renewed (the leader renews it each poll). */
export const LEAD_MS = 3_000;
/** How long a topic's latest state is kept after its last publication. */
const LATEST_MS = 10_000;

/** SET NX, or renew when this instance holds it already. */
const LEAD_SCRIPT = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
return 0`;

const RESIGN_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

const FALLBACK = 'each instance polls the live views its viewers follow';

/**
 * The live hub's bus over Redis: one instance leads a topic (`live-lead:<digest>`, renewed by
 * each poll, given up when its last follower leaves), publishes on `<prefix>live:<digest>` (pub/sub
 * channels take no key prefix, so the prefix is written into the name) and keeps the topic's
 * latest state (`live-latest:<digest>`) for instances that join later. Redis down: every
 * instance leads its own topics and delivers to itself, as without Redis.
 */
export class RedisLiveBus implements LiveBus {
  private readonly id = randomUUID();
  private readonly local = new LocalLiveBus();
  private subscriber: Redis | null = null;
  /** Channel → topic key, for the channels this instance listens to. */
  private readonly channels = new Map<string, string>();

  constructor(private readonly client: Redis) {}

  private channelOf(key: string) {
    return `${redisPrefix()}live:${keyDigest(key)}`;
  }

  private listener(): Redis {
    if (this.subscriber) return this.subscriber;
    const subscriber = this.client.duplicate({ enableOfflineQueue: true });
    subscriber.on('error', () => {}); // the main client reports outages
    subscriber.on('message', (channel: string, text: string) => {
      const key = this.channels.get(channel);
      if (key === undefined) return;
      try {
        this.local.deliver(key, JSON.parse(text) as TopicMessage);
      } catch {
        // Not ours to read: ignored.
      }
    });
    this.subscriber = subscriber;
    return subscriber;
  }

  follow(key: string, deliver: (message: TopicMessage) => void) {
    const channel = this.channelOf(key);
    const stop = this.local.follow(key, deliver);
    if (!this.channels.has(channel)) {
      this.channels.set(channel, key);
      this.listener()
        .subscribe(channel)
        .catch((error: unknown) => reportSharedFailure('live subscribe', FALLBACK, error));
    }
    return () => {
      stop();
      if (this.local.hasFollowers(key)) return;
      this.channels.delete(channel);
      this.subscriber?.unsubscribe(channel).catch(() => {});
    };
  }

  async lead(key: string) {
    try {
      const won = await this.client.eval(
        LEAD_SCRIPT,
        1,
        `live-lead:${keyDigest(key)}`,
        this.id,
        String(LEAD_MS),
      );
      return won === 1;
    } catch (error) {
      reportSharedFailure('live lead', FALLBACK, error);
      return true;
    }
  }

  async resign(key: string) {
    await this.client.eval(RESIGN_SCRIPT, 1, `live-lead:${keyDigest(key)}`, this.id);
  }

  async publish(key: string, message: TopicMessage, state: LiveState) {
    const version = message.version;
    try {
      await Promise.all([
        this.client.publish(this.channelOf(key), JSON.stringify(message)),
        this.client.set(
          `live-latest:${keyDigest(key)}`,
          JSON.stringify({ version, state }),
          'PX',
          LATEST_MS,
        ),
      ]);
    } catch (error) {
      reportSharedFailure('live publish', FALLBACK, error);
      this.local.deliver(key, message);
    }
  }

  async latest(key: string) {
    try {
      const text = await this.client.get(`live-latest:${keyDigest(key)}`);
      if (!text) return null;
      const kept = JSON.parse(text) as { version: number; state: LiveState };
      return typeof kept.version === 'number' && kept.state ? kept : null;
    } catch (error) {
      reportSharedFailure('live latest', FALLBACK, error);
      return null;
    }
  }

  close(): void {
    this.subscriber?.disconnect();
    this.subscriber = null;
  }
}
