import { getTranslations } from 'next-intl/server';
import { PolicyLogo } from '@/features/widgets';
import type { Contacts, Footer as FooterConfig } from '@/server/upstream/schemas/config';
import { SiteLink } from './main-layout-links';
import { withLanguage } from '@/features/ui';
import styles from './Footer.module.css';

export interface FooterProps {
  lng: string;
  footer: FooterConfig;
  contacts: Contacts;
  licenceText: string;
  minAge: number;
  /** spec 01 §7: the policy logo is shown for some countries of the visitor. */
  geoCountryId: number;
}

/** The footer is the site config's (spec 01 §3 "footer, contacts"), in the page's language. */
export async function Footer({
  lng,
  footer,
  contacts,
  licenceText,
  minAge,
  geoCountryId,
}: FooterProps) {
  const [t, tw] = await Promise.all([getTranslations('footer'), getTranslations('widgets')]);
  return (
    <footer className={styles.footer} aria-label={t('label')}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          {footer.columns.map((column) => (
            <section key={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <SiteLink href={withLanguage(lng, link.href)}>{link.label}</SiteLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <section>
            <h2>{t('contacts')}</h2>
            <address className={styles.contacts}>
              <a href={`tel:${contacts.phone.replace(/[^+\d]/g, '')}`}>{contacts.phone}</a>
              <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
              <span>{contacts.address}</span>
            </address>
            <div className={styles.socials}>
              {contacts.socials.map((social) => (
                <a
                  key={social.network}
                  href={social.href}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {social.network}
                </a>
              ))}
            </div>
          </section>
        </div>
        <ul className={styles.payments} aria-label={t('payments')}>
          {footer.paymentMethods.map((method) => (
            <li key={method}>{method.replace(/-/g, ' ')}</li>
          ))}
        </ul>
        <div className={styles.legal}>
          <span className={styles.age} aria-hidden="true">
            {minAge}+
          </span>
          <PolicyLogo geoCountryId={geoCountryId} label={tw('policyLogo')} />
          <div>
            <p>{t('ageNotice', { minAge })}</p>
            <p>{licenceText}</p>
            <p>{footer.copyright}</p>
          </div>
        </div>
      </div>
    </footer>
  );
}
