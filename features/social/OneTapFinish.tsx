'use client';

import { useEffect } from 'react';
import { bffClient } from '@/features/bff';

/** The login method id of the one-tap provider, as the auth API knows it. */
export const ONE_TAP_METHOD_ID = 1;

/**
 * The social API sends a one-tap visitor to the login page with a one-time token (spec 01 §7:
 * "The response field redirectUrl is read and the browser navigates to it"); this redeems it
 * with a token login and returns the player to the site.
 */
export function OneTapFinish({ lng }: { lng: string }) {
  useEffect(() => {
    const url = new URL(window.location.href);
    const token = url.searchParams.get('oneTap');
    if (!token) return;
    url.searchParams.delete('oneTap');
    window.history.replaceState(null, '', url.toString());
    bffClient
      .post('/api/auth/login', {
        type: 'token',
        token,
        methodId: ONE_TAP_METHOD_ID,
        sign: 'one-tap',
        lng,
      })
      .then(() => window.location.assign(`/${lng}`))
      .catch(() => undefined);
  }, [lng]);
  return null;
}
