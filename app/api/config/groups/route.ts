import { z } from 'zod';
import { handler } from '@/server/bff/handler';
import { loadConfigGroups } from '@/server/config/site-config';
import { languageCodeSchema } from '@/server/upstream/schemas/config';

export const dynamic = 'force-dynamic';

const groupName = z.string().regex(/^[A-Za-z][\w-]{0,63}$/, 'a group name');

// GET /api/config/groups?groups=a,b&lang=xx – named config groups, cached 600–900 s
export const GET = handler(
  {
    query: z.object({
      lang: languageCodeSchema,
      groups: z
        .string()
        .min(1, 'name at least one group')
        .transform((value) => value.split(','))
        .pipe(z.array(groupName).max(20, 'at most 20 groups')),
    }),
  },
  async ({ query, identity }) => ({
    data: await loadConfigGroups(query.groups, query.lang, identity),
  }),
);
