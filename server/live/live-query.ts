import { z } from 'zod';
import { languageCodeSchema } from '@/server/upstream/schemas/config';
import { MAX_LIVE_TOPICS, parseTopic, type LiveTopic } from './wire';

/** The query of GET /api/live/stream and GET /api/live/changes (docs/bff-api.md "Live"). */
export const liveQuerySchema = z.object({
  lng: languageCodeSchema,
  /** Comma-separated topics: `list:0,game:1234`. */
  t: z
    .string()
    .max(MAX_LIVE_TOPICS * 20)
    .transform((value, context) => {
      const topics: LiveTopic[] = [];
      for (const part of value.split(',')) {
        const topic = parseTopic(part);
        if (!topic) {
          context.addIssue({ code: 'custom', message: `not a topic: ${part.slice(0, 24)}` });
          return z.NEVER;
        }
        if (!topics.includes(topic)) topics.push(topic);
      }
      if (topics.length > MAX_LIVE_TOPICS) {
        context.addIssue({ code: 'custom', message: `at most ${MAX_LIVE_TOPICS} topics` });
        return z.NEVER;
      }
      return topics;
    }),
  /** A cursor the stream gave (its event ids): only what came after it is sent. */
  since: z
    .string()
    .regex(/^[0-9.-]{1,800}$/, 'a cursor the stream gave')
    .optional(),
});
