'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { notify, withdrawNotification } from '@/features/notifications';
import { useAppDispatch } from '@/features/store';

/** The notice's key: one copy in the queue, withdrawn when the connection is back. */
export const OFFLINE_KEY = 'offline';
export const BACK_ONLINE_KEY = 'back-online';
/** Above the other notices: while offline nothing else the page says can be acted on. */
const OFFLINE_PRIORITY = 2;

/**
 * spec 01 §8 "Offline status is tracked from browser events": going offline raises a warning
 * that cannot be closed while it is true; coming back withdraws it and says so briefly.
 */
export function OfflineNotice() {
  const t = useTranslations('widgets.offline');
  const dispatch = useAppDispatch();

  useEffect(() => {
    let offline = false;
    const goneOffline = () => {
      if (offline) return;
      offline = true;
      dispatch(withdrawNotification(BACK_ONLINE_KEY));
      void dispatch(
        notify({
          kind: 'warning',
          key: OFFLINE_KEY,
          title: t('title'),
          text: t('text'),
          closable: false,
          priority: OFFLINE_PRIORITY,
        }),
      );
    };
    const backOnline = () => {
      if (!offline) return;
      offline = false;
      dispatch(withdrawNotification(OFFLINE_KEY));
      void dispatch(
        notify({ kind: 'success', key: BACK_ONLINE_KEY, text: t('back'), autoClose: true }),
      );
    };
    if (!navigator.onLine) goneOffline();
    window.addEventListener('offline', goneOffline);
    window.addEventListener('online', backOnline);
    return () => {
      window.removeEventListener('offline', goneOffline);
      window.removeEventListener('online', backOnline);
    };
  }, [dispatch, t]);

  return null;
}
