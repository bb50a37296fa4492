import { NextResponse } from 'next/server';
import { authApi } from '@/server/auth/auth-api';
import { enforceLimits } from '@/server/auth/limits';
import { referralTagsOf } from '@/server/auth/referral-tags';
import { ApiError, handler } from '@/server/bff/handler';
import { REGISTRATION_LIMITS } from '@/server/bff/rate-limit';
import { loadSiteConfig } from '@/server/config/site-config';
import { registerRequestSchema } from '@/server/upstream/schemas/auth';

export const dynamic = 'force-dynamic';

// POST /api/auth/register – one-click, phone or full registration (spec 01 §5: only when the site
// allows it and not on a VIP domain). One-click and phone sign the new player in; a full one
// answers 202 "confirmation sent" whether the e-mail is free or taken, so the call tells nobody
// which e-mails have accounts (docs/decisions.md "Registration answers alike")
export const POST = handler(
  { body: registerRequestSchema },
  async ({ request, body, identity, upstream, signIn }) => {
    const { siteConfig } = await loadSiteConfig('en', identity);
    if (!siteConfig.isRegistrationAllowed || siteConfig.isVipDomain) {
      throw new ApiError(403, 'registration_closed', 'Registration is not available on this site');
    }
    await enforceLimits(request.headers, 'register', REGISTRATION_LIMITS.perIp);
    // The partner and campaign the visitor came from (spec 02 §7), read from the cookies the
    // referral step wrote: the form itself cannot vouch for them.
    const referral = referralTagsOf((name) => request.cookies.get(name)?.value);
    const { data } = await authApi.register(upstream, { ...body, referral });
    if (data.status === 'confirmation_sent') {
      return NextResponse.json({ data: { status: data.status } }, { status: 202 });
    }
    await signIn({
      userId: data.userId,
      token: data.token,
      refreshKey: data.refreshKey,
      remember: false,
    });
    return { data: { status: 'authorized', userId: data.userId, credentials: data.credentials } };
  },
);
