import { cashbackRead } from '@/server/office/loyalty-routes';

export const dynamic = 'force-dynamic';

// GET /api/office/loyalty/cashback/vip – the VIP cashback: rate, the week so far, the payouts
export const GET = cashbackRead('vip');
