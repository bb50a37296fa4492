'use client';

import { SiteLink, richPlainText, usePlainTexts } from '@/features/ui';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/features/store';
import type { CookiesAgreeType } from '@/server/upstream/schemas/cookie-agreement';
import { agreeTypeOfSelection, COOKIE_OPTIONS, type CookieOption } from './consent-choice';
import { cookiesAgreeChosen } from './consentSlice';
import styles from './CookieConsentModal.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

/** The cookie policy the modal links to stays readable: the modal is not drawn over it. */
const policyPath = (lng: string) => `/${lng}/cookies`;

/**
 * spec 01 §4 Cookie consent modal: a main view (text, customise, accept all) and a customise
 * view (the options, a back arrow, accept selected). Not otherwise closable: no close button,
 * Escape and the backdrop do nothing. Server-rendered (no portal), so it is on the first paint
 * and nothing moves when it goes; focus is kept inside while it is open.
 */
export function CookieConsentModal({ lng }: { lng: string }) {
  // A first visit draws it on its first paint: plain texts, no ICU formatter to load and start.
  const t = usePlainTexts('cookieConsent');
  const dispatch = useAppDispatch();
  const { agreeType, saving, saveFailed } = useAppSelector((state) => state.consent);
  const pathname = usePathname();
  const [view, setView] = useState<'main' | 'customise'>('main');
  const [options, setOptions] = useState<readonly CookieOption[]>(COOKIE_OPTIONS);
  const dialogRef = useRef<HTMLDivElement>(null);
  const viewShown = useRef(false);
  const titleId = useId();
  const textId = useId();
  const open = agreeType === null && pathname !== policyPath(lng);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    // First the dialog itself, so its name and text are read; after a view change, its first control.
    const target = viewShown.current
      ? (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog)
      : dialog;
    viewShown.current = true;
    target.focus();
  }, [open, view]);

  if (!open) return null;

  const choose = (type: CookiesAgreeType) => void dispatch(cookiesAgreeChosen(type));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={view === 'main' ? textId : undefined}
        tabIndex={-1}
        className={styles.dialog}
        onKeyDown={onKeyDown}
      >
        {view === 'main' ? (
          <>
            <h2 id={titleId} className={styles.title}>
              {t('title')}
            </h2>
            <p id={textId} className={styles.text}>
              {richPlainText(t('text'), 'link', (chunks) => (
                <SiteLink href={policyPath(lng)} prefetch={false} className={styles.link}>
                  {chunks}
                </SiteLink>
              ))}
            </p>
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.secondary}
                disabled={saving}
                onClick={() => setView('customise')}
              >
                {t('customise')}
              </button>
              {/* Refusing is as easy to find and to press as agreeing (issue 22 §8). */}
              <button
                type="button"
                className={styles.primary}
                disabled={saving}
                onClick={() => choose('disable')}
              >
                {t('rejectAll')}
              </button>
              <button
                type="button"
                className={styles.primary}
                disabled={saving}
                onClick={() => choose('all')}
              >
                {t('acceptAll')}
              </button>
            </div>
          </>
        ) : (
          <>
            <div className={styles.head}>
              <button
                type="button"
                className={styles.back}
                aria-label={t('back')}
                data-autofocus=""
                onClick={() => setView('main')}
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path
                    d="M15 5 8 12l7 7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </button>
              <h2 id={titleId} className={styles.title}>
                {t('customiseTitle')}
              </h2>
            </div>
            <ul className={styles.options}>
              {options.map((option) => (
                <li key={option.name}>
                  <label className={styles.option}>
                    <input
                      type="checkbox"
                      checked={option.checked}
                      disabled={option.disabled}
                      aria-describedby={`${textId}-${option.name}`}
                      onChange={(event) => {
                        const { checked } = event.target;
                        setOptions((current) =>
                          current.map((o) => (o.name === option.name ? { ...o, checked } : o)),
                        );
                      }}
                    />
                    <span className={styles.optionName}>{t(`options.${option.name}.name`)}</span>
                  </label>
                  <p id={`${textId}-${option.name}`} className={styles.optionText}>
                    {t(`options.${option.name}.text`)}
                  </p>
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.primary}
                disabled={saving}
                onClick={() => choose(agreeTypeOfSelection(options))}
              >
                {t('acceptSelected')}
              </button>
            </div>
          </>
        )}
        {saveFailed && (
          <p role="alert" className={styles.error}>
            {t('saveFailed')}
          </p>
        )}
      </div>
    </div>
  );
}
