'use client';

import { useEffect } from 'react';
import { browserNavigation } from '@/features/auth/browser-navigation';
import { watchTerms } from './terms-watch';

/** spec 01 §4 Terms confirmation: the 60 s poll for a signed-in player (terms-watch.ts). */
export function TermsWatch({ lng, excluded }: { lng: string; excluded: readonly string[] }) {
  useEffect(
    () => watchTerms({ lng, excluded, navigate: (url) => browserNavigation.assign(url) }),
    [lng, excluded],
  );
  return null;
}
