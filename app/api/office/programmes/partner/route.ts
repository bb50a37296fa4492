import { partnerRead } from '@/server/office/programmes-routes';

export const dynamic = 'force-dynamic';

// GET /api/office/programmes/partner?period= – the partner links and the period's statistics
export const GET = partnerRead;
