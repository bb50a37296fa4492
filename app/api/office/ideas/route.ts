import { noStore } from '@/server/betting/bff-answers';
import { withFormPost } from '@/server/bff/form-post';
import { handler } from '@/server/bff/handler';
import { officeExtraApi } from '@/server/office/office-extra-api';
import { ideaRequestSchema } from '@/server/upstream/schemas/office-extra';

export const dynamic = 'force-dynamic';

// GET /api/office/ideas – the player's ideas with their status and the team's answer, newest first
export const GET = handler({ auth: 'required' }, async ({ upstream }) =>
  noStore({ data: await officeExtraApi.ideas(upstream) }),
);

// POST /api/office/ideas?lng= {topic, text} – files an idea; 201 with it, status `new`. The
// page's own form (no JavaScript) gets a 303 back to office/share-idea.
export const POST = withFormPost(
  handler({ auth: 'required', body: ideaRequestSchema }, async ({ upstream, body }) =>
    noStore({ data: await officeExtraApi.sendIdea(upstream, body) }, 201),
  ),
  {
    path: 'office/share-idea',
    toBody: (form) => ({ topic: form.get('topic') ?? '', text: form.get('text') ?? '' }),
  },
);
