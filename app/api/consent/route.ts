import { NextResponse } from 'next/server';
import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_S,
  consentChoiceSchema,
  consentCookieValue,
} from '@/features/consent';
import { handler } from '@/server/bff/handler';
import { cookieAgreementApi } from '@/server/consent/cookie-agreement-api';
import { log } from '@/server/log';
import { UpstreamError } from '@/server/upstream/errors';

export const dynamic = 'force-dynamic';

// POST /api/consent – the visitor's cookie choice (spec 01 §4 "The choice is saved and logged";
// spec 02 §6): kept in the consent cookie the server render reads; for a signed-in player also
// recorded upstream with its time (spec 02 §7 cookie-agreement-time call).
export const POST = handler(
  { auth: 'optional', body: consentChoiceSchema },
  async ({ body, user, upstream, identity }) => {
    const agreedAt = Date.now();
    const agreement = {
      cookiesAgreeType: body.cookiesAgreeType,
      // The server's clock: the time is the operator's record, not the browser's claim.
      cookiesAgreeTime: new Date(agreedAt).toISOString(),
    };
    let recordedUpstream = false;
    if (user) {
      try {
        await cookieAgreementApi.save(upstream, agreement);
        recordedUpstream = true;
      } catch (error) {
        // The modal cannot be closed otherwise: an upstream outage must not hold the visitor
        // behind it. The cookie keeps the choice; the missing record is logged.
        if (!(error instanceof UpstreamError)) throw error;
        log.error('consent: cookie agreement not recorded upstream', { error });
      }
    }
    // No personal data: the choice and whether a player made it, never who.
    log.info('consent: cookie choice saved', {
      choice: agreement.cookiesAgreeType,
      signedIn: user !== null,
      recordedUpstream,
    });
    const response = NextResponse.json({ data: { ...agreement, recordedUpstream } });
    response.cookies.set(CONSENT_COOKIE, consentCookieValue(agreement.cookiesAgreeType, agreedAt), {
      path: '/',
      maxAge: CONSENT_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
      httpOnly: true,
      secure: identity.origin.startsWith('https:'),
    });
    return response;
  },
);
