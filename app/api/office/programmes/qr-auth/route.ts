import { qrRead } from '@/server/office/programmes-routes';

export const dynamic = 'force-dynamic';

// GET /api/office/programmes/qr-auth – the sign-in code and the devices signed in by QR
export const GET = qrRead;
