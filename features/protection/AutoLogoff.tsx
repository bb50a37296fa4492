'use client';

import { useEffect } from 'react';
import { logoutAndLeave } from '@/features/auth';
import { notify } from '@/features/notifications';
import { useAppDispatch } from '@/features/store';
import { watchIdle } from './idle-watch';
import { AUTO_LOGOFF_NOTICE_KEY } from './protection-rules';

/**
 * spec 01 §4 Auto log-off: after the site's inactivity time the player is disconnected through
 * the ordinary logout (one-click coupon flag reset, then disconnect) and a flag is stored for the
 * next load, which explains the log-off (AutoLogoffNotice).
 */
export function AutoLogoff({ lng, minutes }: { lng: string; minutes: number }) {
  const dispatch = useAppDispatch();

  useEffect(() => {
    return watchIdle({
      limitMs: minutes * 60_000,
      onIdle: () => {
        try {
          window.sessionStorage.setItem(AUTO_LOGOFF_NOTICE_KEY, '1');
        } catch {
          // Storage refused: the player is logged off all the same, without the explanation.
        }
        void dispatch(logoutAndLeave(lng));
      },
    });
  }, [dispatch, lng, minutes]);

  return null;
}

/** spec 01 §4, §8: "On the next load an information notice explains the log-off". */
export function AutoLogoffNotice({ text }: { text: string }) {
  const dispatch = useAppDispatch();

  useEffect(() => {
    try {
      if (window.sessionStorage.getItem(AUTO_LOGOFF_NOTICE_KEY) === null) return;
      window.sessionStorage.removeItem(AUTO_LOGOFF_NOTICE_KEY);
    } catch {
      return;
    }
    void dispatch(notify({ kind: 'info', text, key: 'autologoff' }));
  }, [dispatch, text]);

  return null;
}
