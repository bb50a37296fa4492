'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { setPreferenceCookie } from '@/features/ui';
import { useAppDispatch } from '@/features/store';
import { BROWSER_ZONE_MAX_AGE_S, ZONE_OFFER_COOKIE } from './browser-zone';
import { preferencesSavedLater } from './preferences-later';
import buttons from '@/features/ui/Buttons.module.css';
import styles from './ZoneOffer.module.css';

export interface ZoneOfferTexts {
  text: string;
  use: string;
  keep: string;
}

/**
 * The visitor's own zone in one tap (issue 22 §3): shown while the site's times are in another
 * zone than the browser's. "Use" saves the zone as the player's choice (the cookie, and the
 * office settings of a signed-in player) and renders the page again in it; "Keep" is remembered,
 * so the offer is not made again (the times still name their zone). The saving code (and zod,
 * which checks the stored preferences) loads on the tap, so the offer adds nothing to the
 * page's first-load scripts.
 */
export function ZoneOffer({ browserZone, texts }: { browserZone: number; texts: ZoneOfferTexts }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <section className={styles.offer} aria-label={texts.text}>
      <p className={styles.text}>{texts.text}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.primary}
          onClick={() => {
            setOpen(false);
            void dispatch(preferencesSavedLater({ timeZone: browserZone })).then(() =>
              router.refresh(),
            );
          }}
        >
          {texts.use}
        </button>
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => {
            setPreferenceCookie(ZONE_OFFER_COOKIE, 'kept', BROWSER_ZONE_MAX_AGE_S);
            setOpen(false);
          }}
        >
          {texts.keep}
        </button>
      </div>
    </section>
  );
}
