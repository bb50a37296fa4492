import 'server-only';
import { log } from '@/server/log';
import { redis } from '@/server/shared/redis';
import { requestJson, upstreamClient } from '@/server/upstream/client';
import { UpstreamError } from '@/server/upstream/errors';
import { gameAnswerSchema, gamesAnswerSchema } from '@/server/upstream/schemas/line';
import { LiveHub, LocalLiveBus, type LiveSource } from './hub';
import { liveStateOf } from './live-state';
import { RedisLiveBus } from './redis-live-bus';
import type { LiveState, LiveTopic } from './wire';

/** The live list a topic polls: as many games as a list page shows (features/line SportLine). */
const LIST_LIMIT = 200;
/** A topic nobody follows is kept this long (a reconnection, the fallback's next call). */
const LINGER_MS = 15_000;
/** Patches a topic keeps for reconnections: two minutes at one a second. */
const HISTORY_LIMIT = 120;
/** A failed poll is logged once per topic and minute, not once a second. */
const POLL_ERROR_LOG_MS = 60_000;

/** How often a followed view is polled, in ms (LIVE_POLL_MS, default 1000, at least 250). */
export function livePollMs(): number {
  const value = Number(process.env.LIVE_POLL_MS ?? 1000);
  return Number.isFinite(value) && value >= 250 ? value : 1000;
}

/** The upstream call of a topic, in the site's origin and a language. */
export function liveSource(origin: string, lng: string, topic: LiveTopic): LiveSource {
  const [kind, idText] = topic.split(':') as ['list' | 'game', string];
  const id = Number(idText);
  const client = () => upstreamClient({ origin });
  const load = async (): Promise<LiveState> => {
    if (kind === 'list') {
      const searchParams: Record<string, string | number> = {
        stream: 'live',
        lang: lng,
        limit: LIST_LIMIT,
      };
      if (id > 0) searchParams.sportId = id;
      const send = () => client().get('line-api/v1/games', { searchParams });
      return liveStateOf((await requestJson(send, gamesAnswerSchema, 'live games')).data);
    }
    const send = () => client().get(`line-api/v1/games/${id}`, { searchParams: { lang: lng } });
    try {
      return liveStateOf([(await requestJson(send, gameAnswerSchema, 'live game')).data], true);
    } catch (error) {
      // A game the upstream no longer knows: everything of it is gone.
      if (error instanceof UpstreamError && error.status === 404) return liveStateOf([], true);
      throw error;
    }
  };
  return { key: `${origin}|${lng}|${topic}`, topic, load };
}

const lastErrorLog = new Map<string, number>();

function reportPollError(source: LiveSource, error: unknown) {
  const now = Date.now();
  if ((lastErrorLog.get(source.key) ?? 0) + POLL_ERROR_LOG_MS > now) return;
  lastErrorLog.set(source.key, now);
  if (lastErrorLog.size > 1000) lastErrorLog.clear();
  const reason = error instanceof Error ? { name: error.name, message: error.message } : {};
  log.warn('live: poll failed; the topic keeps its last state', {
    topic: source.topic,
    error: reason,
  });
}

const GLOBAL_KEY = Symbol.for('sportsbook.liveHub');
type HubGlobal = typeof globalThis & { [GLOBAL_KEY]?: { hub: LiveHub; redisUrl: string } };

/** The process's hub, made on first use (shared by the stream and the fallback's route). */
export function liveHub(): LiveHub {
  const shared = globalThis as HubGlobal;
  const redisUrl = process.env.REDIS_URL?.trim() ?? '';
  const kept = shared[GLOBAL_KEY];
  if (kept && kept.redisUrl === redisUrl) return kept.hub;
  kept?.hub.close();
  const client = redis();
  const hub = new LiveHub({
    bus: client ? new RedisLiveBus(client) : new LocalLiveBus(),
    intervalMs: livePollMs(),
    lingerMs: LINGER_MS,
    historyLimit: HISTORY_LIMIT,
    onPollError: reportPollError,
  });
  shared[GLOBAL_KEY] = { hub, redisUrl };
  return hub;
}
