import { promotionJoin, promotionsRead } from '@/server/office/programmes-routes';

export const dynamic = 'force-dynamic';

// GET /api/office/programmes/promotions?lng= – the promotions to join and the ones joined
export const GET = promotionsRead;
// POST /api/office/programmes/promotions?lng= {promotionId} – takes part in a promotion
export const POST = promotionJoin;
