'use client';

import { useEffect } from 'react';
import { browserNavigation } from '@/features/ui';
import { logoutAndLeave } from '@/features/auth';
import { notify } from '@/features/notifications';
import { useAppDispatch } from '@/features/store';
import { watchTerms } from './terms-watch';

export interface TermsNoticeLabels {
  title: string;
  text: string;
  back: string;
  logout: string;
}

/**
 * spec 01 §4 Terms confirmation: the 60 s poll for a signed-in player (terms-watch.ts). On a page
 * excluded from the redirect, "a notification offers logout or back to list": back to the terms
 * to accept them, or log out.
 */
export function TermsWatch({
  lng,
  excluded,
  labels,
}: {
  lng: string;
  excluded: readonly string[];
  labels: TermsNoticeLabels;
}) {
  const dispatch = useAppDispatch();
  const { title, text, back, logout } = labels;
  useEffect(
    () =>
      watchTerms({
        lng,
        excluded,
        navigate: (url) => browserNavigation.assign(url),
        onExcluded: (confirmUrl) => {
          void dispatch(
            notify({
              kind: 'question',
              key: 'terms-changed',
              title,
              text,
              confirmLabel: back,
              dismissLabel: logout,
              closable: false,
            }),
          ).then((answer) => {
            if (answer === 'confirmed') browserNavigation.assign(confirmUrl);
            else void dispatch(logoutAndLeave(lng));
          });
        },
      }),
    [dispatch, lng, excluded, title, text, back, logout],
  );
  return null;
}
