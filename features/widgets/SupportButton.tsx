'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Contacts } from '@/server/upstream/schemas/config';
import { defineRemote, RemotePart } from '@/features/remote-apps';
import { withIntlTexts, usePlainTexts } from '@/features/ui';
import type { SupportOption } from './support-options';
import styles from './SupportButton.module.css';
import { LineIcon } from './LineIcon';

/**
 * The forms and the chat: fetched when the option list first opens, with next-intl's provider
 * (their texts format numbers and plurals); the button itself reads plain texts, so a first
 * visit hydrates it without the ICU formatter.
 */
const supportPanel = defineRemote(
  'widgets/support-panel',
  withIntlTexts(() => import('./SupportPanel').then((m) => m.SupportPanel)),
);

type Opened = SupportOption | null;

const ICONS: Record<SupportOption | 'toggle', string> = {
  toggle:
    'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H5a1 1 0 0 1-1-1zM20 13h-3v6h2a1 1 0 0 0 1-1zM17 19c0 1.5-2 2-5 2',
  callback:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  chat: 'M4 5h16v11H9l-5 4zM8 10h8M8 13h5',
  email: 'M3 6h18v12H3zM3 7l9 6 9-6',
};

function Icon({ name }: { name: keyof typeof ICONS }) {
  return <LineIcon d={ICONS[name]} />;
}

export interface SupportButtonProps {
  lng: string;
  /** spec 01 §3: the options the site's config allows (support-options.ts). */
  options: readonly SupportOption[];
  /** spec 01 §3 consultantParams.consultant_id; the chat option needs it. */
  consultantId: string | null;
  /** spec 01 §3 "social links": the site's contacts.socials. */
  socials: Contacts['socials'];
}

/**
 * spec 01 §4 "Support button": opens or closes the option list; call back or e-mail opens a
 * support form, the chat opens a panel with the site's consultant. Bottom right, in the page's
 * outer margin, below the notices.
 */
export function SupportButton({ lng, options, consultantId, socials }: SupportButtonProps) {
  const t = usePlainTexts('widgets');
  const [listOpen, setListOpen] = useState(false);
  const [opened, setOpened] = useState<Opened>(null);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!listOpen) return;
    // The player is choosing: the option's code is on its way before the choice.
    supportPanel.attempt();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setListOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [listOpen]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && listOpen) {
      event.stopPropagation();
      setListOpen(false);
      toggleRef.current?.focus();
    }
  }

  function open(option: SupportOption) {
    setListOpen(false);
    setOpened(option);
  }

  const close = () => {
    setOpened(null);
    toggleRef.current?.focus();
  };

  return (
    <div ref={rootRef} className={styles.dock} onKeyDown={onKeyDown}>
      {listOpen && (
        <div id={listId} className={styles.options}>
          <ul aria-label={t('support.options')}>
            {options.map((option) => (
              <li key={option}>
                <button type="button" className={styles.option} onClick={() => open(option)}>
                  <Icon name={option} />
                  {t(`support.${option}`)}
                </button>
              </li>
            ))}
          </ul>
          {socials.length > 0 && (
            <>
              <p className={styles.socialsCaption}>{t('support.socials')}</p>
              <ul className={styles.socials}>
                {socials.map((social) => (
                  <li key={social.network}>
                    <a href={social.href} target="_blank" rel="noopener noreferrer">
                      {social.network}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={listOpen || opened === 'chat'}
        aria-controls={listOpen ? listId : undefined}
        aria-label={t('support.toggle')}
        // With the chat open the button closes it: the list and the panel share one place.
        onClick={() => (opened === 'chat' ? setOpened(null) : setListOpen((value) => !value))}
      >
        <Icon name="toggle" />
      </button>
      {opened !== null && (
        <RemotePart
          remote={supportPanel}
          props={{ opened, lng, consultantId, onClose: close }}
          overlay
        />
      )}
    </div>
  );
}
