'use client';

import { PolicyLogo } from '@/features/widgets';
import { SiteLink } from './main-layout-links';
import { useDocumentFile, usePlainTexts, withLanguage } from '@/features/ui';
import type { ShellData } from './shell-data';
import styles from './Footer.module.css';

/**
 * The footer is the site config's (spec 01 §3 "footer, contacts"), in the page's language: drawn
 * from the shell's data at `src` and the texts the browser loads once (issue 26: the shell sent
 * once), so a page's payload carries where they are, not the footer itself.
 */
export function Footer({ lng, src }: { lng: string; src: string }) {
  const { footer, contacts, licenceText, minAge, geoCountryId } = useDocumentFile<ShellData>(src);
  const t = usePlainTexts('footer');
  const tw = usePlainTexts('widgets');
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
