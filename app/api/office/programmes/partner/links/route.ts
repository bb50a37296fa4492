import { partnerLinkAdd } from '@/server/office/programmes-routes';

export const dynamic = 'force-dynamic';

// POST /api/office/programmes/partner/links?lng= {subId} – a new partner link
export const POST = partnerLinkAdd;
