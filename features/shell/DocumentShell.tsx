import type { ReactNode } from 'react';
import { cookies, headers } from 'next/headers';
import { getTimeZone } from 'next-intl/server';
import { initialAuthState } from '@/features/session';
import { initialConsentState, LazyCookieConsentModal, WindowWidthCookie } from '@/features/consent';
import { getBrowserZone, getDisplayPreferences } from '@/features/settings/server';
import { BrowserZoneCookie, initialSettings } from '@/features/settings';
import { StoreProvider } from './StoreProvider';
import { RIGHT_SECTION_COOKIE, THEME_COOKIE } from '@/server/edge/cookie-names';
import { PIPELINE_HEADER } from '@/server/edge/pipeline';
import { consentForRender } from '@/server/consent/consent-state';
import { getCurrentUser } from '@/server/session/session';
import { getSharedPlayer } from '@/server/session/viewer';
import { playerClassDigest } from '@/server/session/player-class';
import { DocumentTextsProvider } from '@/features/ui';
import { clientTextsFile } from '@/server/i18n/client-texts';
import { interCyrillic, interLatin } from './fonts';
import { PlatformCheck } from './PlatformCheck';
import { platformOf } from './platform';
import { appThemeOf, themeName } from './theme';

/**
 * The document every page renders in: <html lang> and the theme chosen on the server (so the
 * first paint is right), the fonts, the client parts' texts (by their address: the browser loads
 * them once) and the Redux store.
 */
export async function DocumentShell({ lng, children }: { lng: string; children: ReactNode }) {
  const [cookieStore, headerStore, user, preferences, consent, browserZone, shared] =
    await Promise.all([
      cookies(),
      headers(),
      getCurrentUser(),
      getDisplayPreferences(lng),
      consentForRender(lng),
      getBrowserZone(),
      getSharedPlayer(),
    ]);
  // spec 01 §2 "platform_type=mobile forces the mobile layout" (set by the middleware).
  const platform = platformOf(headerStore.get(PIPELINE_HEADER.platform));
  const theme = themeName(cookieStore.get(THEME_COOKIE)?.value);
  const [texts, timeZone] = await Promise.all([clientTextsFile(lng), getTimeZone()]);
  return (
    <html
      lang={lng}
      data-theme={theme}
      data-platform={platform}
      // A page players share: the class it was rendered for (features/user STALE_PAGE_HEADER).
      data-shared={shared ? playerClassDigest(shared) : undefined}
      // spec 02 §3 appFontSize: the root size, so every rem-sized text follows on the first paint.
      style={{ fontSize: `${preferences.appFontSize}px` }}
      className={`${interLatin.variable} ${interCyrillic.variable}`}
    >
      <body>
        <PlatformCheck />
        <DocumentTextsProvider locale={lng} src={texts.src} timeZone={timeZone}>
          <StoreProvider
            preloadedState={{
              settings: {
                ...initialSettings,
                ...preferences,
                appTheme: appThemeOf(theme),
                language: lng,
                browserZone,
                rightSectionState: cookieStore.get(RIGHT_SECTION_COOKIE)?.value === '1' ? 1 : 0,
              },
              // The page is rendered for this session; the browser checks it again on load.
              auth: { ...initialAuthState, userId: user?.userId ?? null },
              consent: { ...initialConsentState, agreeType: consent.agreeType },
            }}
          >
            {/* spec 01 §4: drawn on the server for a visitor who has not chosen (no flash). Ahead
                of the page in the document: the browser paints what it has parsed, and the
                dialog, the largest text of a first visit, is then in the first paint rather than
                one parse later (Lighthouse's largest paint, docs/performance.md). */}
            {consent.showModal && <LazyCookieConsentModal lng={lng} />}
            {children}
            <WindowWidthCookie />
            <BrowserZoneCookie known={browserZone} />
          </StoreProvider>
        </DocumentTextsProvider>
      </body>
    </html>
  );
}
