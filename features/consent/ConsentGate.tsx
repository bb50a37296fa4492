'use client';

import type { ReactNode } from 'react';
import type { CookieType } from './consent-choice';
import { useConsent } from './use-consent';

/**
 * Renders what sets cookies of a type (a provider's script, analytics) only once the visitor
 * agreed to that type, and from the moment they do (spec 02 §6).
 */
export function ConsentGate({ type, children }: { type: CookieType; children: ReactNode }) {
  return useConsent(type) ? children : null;
}
