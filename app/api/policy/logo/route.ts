import { NextResponse } from 'next/server';
import { handler } from '@/server/bff/handler';
import { fetchPolicyLogo } from '@/server/policy/policy-logo';

export const dynamic = 'force-dynamic';

/** The badge changes rarely; the browser keeps it for an hour (it is the same for everybody). */
const LOGO_MAX_AGE_S = 3600;

// GET /api/policy/logo – the policy logo image (spec 01 §7 "Reminders": /web-api/policy/logo.agif,
// shown for the countries of features/widgets/policy-logo.ts); a small image or a JSON-API error
export const GET = handler({}, async ({ upstream }) => {
  const logo = await fetchPolicyLogo(upstream);
  return new NextResponse(logo.bytes, {
    headers: {
      'content-type': logo.contentType,
      'content-length': String(logo.bytes.byteLength),
      // private: the answer may carry the session's sliding cookie.
      'cache-control': `private, max-age=${LOGO_MAX_AGE_S}`,
      'x-content-type-options': 'nosniff',
    },
  });
});
