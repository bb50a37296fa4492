'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { selectPreviousRoute } from '@/features/navigation';
import { useAppDispatch, useAppSelector } from '@/features/store';
import { afterSignInUrlHere } from './after-sign-in';
import { loadPhoneData, selectPhoneData, type PhoneCountry } from '@/features/session';

/** The phone countries and masks (spec 01 §3 Phone data), loaded once per page when needed. */
export function usePhoneData(needed = true) {
  const dispatch = useAppDispatch();
  const data = useAppSelector(selectPhoneData);
  const status = useAppSelector((state) => state.auth.phoneDataStatus);
  useEffect(() => {
    if (needed) void dispatch(loadPhoneData());
  }, [dispatch, needed]);
  return { data, status };
}

/** A country's name in the page's language, else the name the upstream gives. */
export function useCountryName() {
  const locale = useLocale();
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      return null;
    }
  }, [locale]);
  return useCallback(
    (country: PhoneCountry) => {
      try {
        return names?.of(country.country_code) ?? country.name;
      } catch {
        return country.name;
      }
    },
    [names],
  );
}

/** Whole seconds left until `until` (ms since epoch), ticking each second; 0 when past. */
export function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/** Where a sign-in or a registration sends the player (spec 01 §4 Login state change). */
export function useAfterSignInUrl(lng: string, context: 'page' | 'modal'): () => string {
  const requested = useAppSelector((state) => state.auth.modalReturnUrl);
  const previousRoute = useAppSelector(selectPreviousRoute);
  return useCallback(
    () => afterSignInUrlHere(lng, context, { requested, previousRoute }),
    [lng, context, requested, previousRoute],
  );
}
