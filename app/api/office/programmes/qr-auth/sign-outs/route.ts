import { qrSignOut } from '@/server/office/programmes-routes';

export const dynamic = 'force-dynamic';

// POST /api/office/programmes/qr-auth/sign-outs?lng= {deviceId} – signs a device out
export const POST = qrSignOut;
