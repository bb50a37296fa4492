'use client';

import { useEffect, useState } from 'react';
import { logout } from '@/features/auth/authSlice';
import { browserNavigation } from '@/features/auth/browser-navigation';
import { Toast } from '@/features/shell/Toast';
import { useAppDispatch } from '@/features/store/hooks';
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
        void dispatch(logout()).then((result) => {
          if (logout.fulfilled.match(result)) browserNavigation.assign(`/${lng}`);
          else browserNavigation.reload();
        });
      },
    });
  }, [dispatch, lng, minutes]);

  return null;
}

/** spec 01 §4, §8: "On the next load an information notice explains the log-off". */
export function AutoLogoffNotice({ text, closeLabel }: { text: string; closeLabel: string }) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    try {
      if (window.sessionStorage.getItem(AUTO_LOGOFF_NOTICE_KEY) === null) return;
      window.sessionStorage.removeItem(AUTO_LOGOFF_NOTICE_KEY);
    } catch {
      return;
    }
    setShown(true);
  }, []);

  if (!shown) return null;
  return (
    <Toast closeLabel={closeLabel} onClose={() => setShown(false)}>
      <span>{text}</span>
    </Toast>
  );
}
