'use client';

import { useEffect, useState } from 'react';
import { Modal, setPreferenceCookie } from '@/features/ui';
import buttons from '@/features/ui/Buttons.module.css';
import {
  isModalOpen,
  NEW_SITE_COOKIE,
  NEW_SITE_MAX_AGE_S,
  NEW_SITE_SEEN_KEY,
  newSiteMemoryLeftS,
  parseStoredTime,
  whenClear,
} from './visitor-popup-rules';
import styles from './VisitorPopups.module.css';

export interface NewSiteModalLabels {
  title: string;
  text: string;
  confirm: string;
  close: string;
}

function writeCookie(maxAgeS: number) {
  setPreferenceCookie(NEW_SITE_COOKIE, '1', maxAgeS);
}

/** The seconds left of an earlier showing's memory (localStorage), 0 when none. */
function memoryLeftS(): number {
  try {
    return newSiteMemoryLeftS(
      parseStoredTime(window.localStorage.getItem(NEW_SITE_SEEN_KEY)),
      Date.now(),
    );
  } catch {
    return 0;
  }
}

/** The moment it was shown, in localStorage: a later page, even one drawn with it, skips it. */
function rememberShown() {
  try {
    window.localStorage.setItem(NEW_SITE_SEEN_KEY, String(Date.now()));
  } catch {
    // Without storage the cookie alone remembers it, once it is closed.
  }
}

/**
 * The cookie that makes the server draw pages without the modal is written when the visitor closes
 * it, for what is left of the memory. Written on opening, a server render of the page while the
 * modal is open (the live odds' refresh) would draw the page without it and take it away from
 * under the visitor's eyes.
 */
function rememberClosed() {
  writeCookie(memoryLeftS() || NEW_SITE_MAX_AGE_S);
}

/**
 * spec 01 §4 New-site information modal: shown once to a visitor, remembered about 5 years
 * (spec 01 §9) in localStorage from the moment it opens, and in a cookie the server reads once it
 * is closed, so later pages are drawn without it (localStorage keeps the years a browser does not
 * keep a cookie). It opens when no other modal is in the way (the cookie consent modal comes
 * first) and counts as shown from then.
 */
export function NewSiteModal({ labels }: { labels: NewSiteModalLabels }) {
  const [state, setState] = useState<'waiting' | 'open' | 'done'>('waiting');

  useEffect(() => {
    if (state !== 'waiting') return;
    const left = memoryLeftS();
    if (left > 0) {
      writeCookie(left);
      setState('done');
      return;
    }
    return whenClear(
      () => !isModalOpen(),
      () => {
        rememberShown();
        setState('open');
      },
    );
  }, [state]);

  if (state !== 'open') return null;
  const close = () => {
    rememberClosed();
    setState('done');
  };
  return (
    <Modal title={labels.title} closeLabel={labels.close} onClose={close}>
      <div className={styles.content}>
        <p>{labels.text}</p>
        <div className={buttons.actions}>
          <button type="button" className={buttons.primary} data-autofocus="" onClick={close}>
            {labels.confirm}
          </button>
        </div>
      </div>
    </Modal>
  );
}
