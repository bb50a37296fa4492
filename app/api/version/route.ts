import { currentBuildId } from '@/features/app-update/server';
import { handler } from '@/server/bff/handler';

export const dynamic = 'force-dynamic';

// GET /api/version – the build this server runs, for the app update notice (spec 01 §4 Other)
export const GET = handler({}, async () => ({ data: { buildId: await currentBuildId() } }));
