import { cashbackClaim } from '@/server/office/loyalty-routes';

export const dynamic = 'force-dynamic';

// POST /api/office/loyalty/cashback/premium/claims?lng= {} – claims the week's Premium cashback so far
// (201 with the payout); the page's own form gets a 303 back to its page
export const POST = cashbackClaim('premium');
