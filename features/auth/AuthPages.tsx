import { Suspense } from 'react';
import { getSiteConfig } from '@/server/config/site-config';
import { LazyLoginForm, LazyPasswordResetForm, LazyRegistrationForm } from './lazy-forms';
import { registrationThankYouPath } from './thank-you';
import styles from './AuthForms.module.css';

/** user/login: the login form on its own page (the header's modal shows the same form). */
export async function LoginPageBody({ lng }: { lng: string }) {
  const { siteConfig } = await getSiteConfig(lng);
  return (
    <section className={styles.panel}>
      <LazyLoginForm
        lng={lng}
        geoCountryId={siteConfig.geoCountryId}
        showRegistration={siteConfig.isRegistrationAllowed && !siteConfig.isVipDomain}
      />
    </section>
  );
}

/** registration: the form, or the VIP-domain notice (spec 01 §2, §5). */
export async function RegistrationPageBody({ lng }: { lng: string }) {
  const [{ siteConfig }, thankYouPath] = await Promise.all([
    getSiteConfig(lng),
    registrationThankYouPath(lng),
  ]);
  return (
    <section className={styles.panel}>
      <LazyRegistrationForm
        thankYouPath={thankYouPath}
        lng={lng}
        isVipDomain={siteConfig.isVipDomain}
        geoCountryId={siteConfig.geoCountryId}
        geoCurrency={siteConfig.geoCurrency.iso}
      />
    </section>
  );
}

/** user/passwordreset: the code and new-password step of the forgot-password flow. */
export function PasswordResetPageBody({ lng }: { lng: string }) {
  return (
    <section className={styles.panel}>
      <Suspense>
        <LazyPasswordResetForm lng={lng} />
      </Suspense>
    </section>
  );
}
