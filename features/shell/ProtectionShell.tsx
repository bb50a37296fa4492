import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { ROUTES } from '@/server/routes/table';
import type { SiteConfigAnswer } from '@/server/upstream/schemas/config';
import { AgeWarning, AGE_COOKIE } from '@/features/protection';
import { LazyAutoLogoff, LazyAutoLogoffNotice, LazyTermsWatch } from './lazy-shell-parts';

/** The route patterns the terms redirect leaves alone (route flag excludeTerms). */
const TERMS_EXCLUDED = ROUTES.filter((r) => r.flags?.excludeTerms && !r.redirect).map(
  (r) => r.path,
);

/**
 * spec 01 §4 Age restriction, for visitors who have not acknowledged it (the cookie is read here,
 * so the page is drawn with or without the bar from the first paint).
 */
export async function AgeWarningBar({ minAge, signedIn }: { minAge: number; signedIn: boolean }) {
  if (signedIn) return null;
  const [cookieStore, t] = await Promise.all([cookies(), getTranslations('protection')]);
  if (cookieStore.get(AGE_COOKIE)?.value === '1') return null;
  return (
    <AgeWarning
      minAge={minAge}
      labels={{
        title: t('proof_of_age_popup_title', { years: minAge }),
        description: t('proof_of_age_popup_description', { years: minAge }),
        confirm: t('proof_of_age_popup_confirm', { years: minAge }),
      }}
    />
  );
}

/**
 * The player-protection watchers of the main layout (spec 01 §4, §6): auto log-off and the terms
 * poll for a signed-in player when the site turns them on, and the log-off notice for anybody.
 */
export async function PlayerProtection({
  lng,
  siteConfig,
  signedIn,
}: {
  lng: string;
  siteConfig: SiteConfigAnswer['siteConfig'];
  signedIn: boolean;
}) {
  const t = await getTranslations('protection');
  const autoLogoff =
    signedIn && siteConfig.isAutoLogoffEnable && siteConfig.autoLogoffInactiveMinutes > 0;
  return (
    <>
      {autoLogoff && <LazyAutoLogoff lng={lng} minutes={siteConfig.autoLogoffInactiveMinutes} />}
      {signedIn && siteConfig.isAvailableConfirmTerms && (
        <LazyTermsWatch
          lng={lng}
          excluded={TERMS_EXCLUDED}
          labels={{
            title: t('confirm_terms_title'),
            text: t('confirm_terms_text'),
            back: t('confirm_terms_back'),
            logout: t('confirm_terms_logout'),
          }}
        />
      )}
      <LazyAutoLogoffNotice text={t('modal_autologoff_inactivity')} />
    </>
  );
}
