import { useAppSelector } from '@/features/store';
import type { CookieType } from './consent-choice';
import { selectCookieTypeAllowed } from './consentSlice';

/**
 * Whether the visitor agreed to cookies of a type: the gate every optional cookie, script and
 * analytics call asks first (spec 02 §6). Necessary is always true; nothing else before a choice.
 */
export function useConsent(type: CookieType): boolean {
  return useAppSelector((state) => selectCookieTypeAllowed(state, type));
}
