'use client';

import type { ComponentProps } from 'react';
import { defineRemote, RemotePart } from '@/features/remote-apps';
import type { CookieConsentModal } from './CookieConsentModal';
// The server draws the modal with the page: its styles come with the page's own, not with the
// code that loads after the first paint (else it would show unstyled, then jump into place).
import './CookieConsentModal.module.css';

/*
 * The consent modal's code loads after the first paint: the server draws the modal as before (so
 * it is there at once and nothing moves), the browser keeps that HTML until the code is here and
 * then hydrates it (a remote part, spec 01 §4). Pages that show no modal never fetch it. Its texts
 * are plain (use-plain-texts.tsx), so it comes without next-intl's provider and formatter.
 */
const cookieConsentModal = defineRemote('consent/modal', () =>
  import('./CookieConsentModal').then((m) => m.CookieConsentModal),
);

export function LazyCookieConsentModal(props: ComponentProps<typeof CookieConsentModal>) {
  return <RemotePart remote={cookieConsentModal} props={props} overlay />;
}
