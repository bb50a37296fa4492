import { qrNewCode } from '@/server/office/programmes-routes';

export const dynamic = 'force-dynamic';

// POST /api/office/programmes/qr-auth/code?lng= {} – a new sign-in code
export const POST = qrNewCode;
