import 'server-only';
import { requestIdentity } from '@/server/config/site-config';
import { requestJson, upstreamClient } from '@/server/upstream/client';
import { gamesAnswerSchema, sportsAnswerSchema, type Stream } from '@/server/upstream/schemas/line';

/** The line calls of docs/upstream-contract.md "Line API" (not cached: live odds move). */
export async function getSports(lng: string, stream: Stream) {
  const { origin } = await requestIdentity();
  const answer = await requestJson(
    () =>
      upstreamClient({ origin }).get('line-api/v1/sports', { searchParams: { stream, lang: lng } }),
    sportsAnswerSchema,
    'sports',
  );
  return answer.data;
}

export async function getGames(lng: string, stream: Stream, sportId?: number, limit = 60) {
  const { origin } = await requestIdentity();
  const searchParams: Record<string, string> = { stream, lang: lng, limit: String(limit) };
  if (sportId) searchParams.sportId = String(sportId);
  const answer = await requestJson(
    () => upstreamClient({ origin }).get('line-api/v1/games', { searchParams }),
    gamesAnswerSchema,
    'games',
  );
  return answer.data;
}
