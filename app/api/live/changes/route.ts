import { liveChanges } from '@/server/live/live-stream';

export const dynamic = 'force-dynamic';

// GET /api/live/changes?lng=&t=&since= – the same changes as JSON, for a browser without a stream
export const GET = liveChanges;
