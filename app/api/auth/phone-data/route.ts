import { authApi } from '@/server/auth/auth-api';
import { handler } from '@/server/bff/handler';

export const dynamic = 'force-dynamic';

// GET /api/auth/phone-data – phone countries and masks for the phone forms (spec 01 §3 Phone data)
export const GET = handler({}, async ({ upstream }) => {
  const [countries, masks] = await Promise.all([
    authApi.phoneCountries(upstream),
    authApi.phoneMasks(upstream),
  ]);
  return { data: { countries: countries.data, masks: masks.data } };
});
