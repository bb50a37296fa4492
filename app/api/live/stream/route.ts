import { liveStream } from '@/server/live/live-stream';

export const dynamic = 'force-dynamic';

// GET /api/live/stream?lng=&t=&since= – live odds and scores as server-sent events (docs/bff-api.md "Live")
export const GET = liveStream;
