import { cashbackRead } from '@/server/office/loyalty-routes';

export const dynamic = 'force-dynamic';

// GET /api/office/loyalty/cashback/premium – the Premium cashback: rate, the week so far, the payouts
export const GET = cashbackRead('premium');
