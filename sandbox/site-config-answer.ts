/**
 * Builds the answer of GET /bff-api/config/all.json for one language: the stored documents with
 * every text key replaced by its text in that language.
 */
import type { SiteConfigAnswer } from '@contract/config';
import { siteConfigAnswerSchema } from '@contract/config';
import type { SandboxStore } from './store';

/** spec 01 §9: the fallback language is English. */
export const FALLBACK_LANGUAGE = 'en';

export type Translate = (key: string) => string;

/** The text of a key in `lang`, else in the site's default language, else in English. */
export function translatorFor(store: SandboxStore, lang: string, defaultLang: string): Translate {
  const chain = [...new Set([lang, defaultLang, FALLBACK_LANGUAGE])].map((code) =>
    store.textsFor(code),
  );
  return (key) => {
    for (const texts of chain) {
      const text = texts.get(key);
      if (text !== undefined) return text;
    }
    return key;
  };
}

export function buildSiteConfigAnswer(
  store: SandboxStore,
  lang: string | undefined,
  countryCode: string,
): SiteConfigAnswer {
  const siteConfig = store.getDocument('siteConfig');
  const t = translatorFor(store, lang ?? siteConfig.lng, siteConfig.lng);
  const footer = store.getDocument('footer');
  const licence = store.getDocument('licence');
  const { addressKey, ...contacts } = store.getDocument('contacts');

  // Parsing our own answer proves it keeps the contract; a failure here is a sandbox bug (500).
  return siteConfigAnswerSchema.parse({
    languages: store.listLanguages(),
    hiddenLanguages: store.getDocument('hiddenLanguages'),
    countryCode,
    maintenance: store.getDocument('maintenance'),
    siteConfig,
    customizeConfig: store.getDocument('customizeConfig'),
    licenceConfig: { dmca: licence.dmca, text: t(licence.textKey) },
    footer: {
      columns: footer.columns.map((column) => ({
        title: t(column.titleKey),
        links: column.links.map((link) => ({ label: t(link.labelKey), href: link.href })),
      })),
      paymentMethods: footer.paymentMethods,
      copyright: t(footer.copyrightKey),
    },
    contacts: { ...contacts, address: t(addressKey) },
    fatmanApiKey: store.getDocument('fatmanApiKey'),
    verificationTypes: store.getDocument('verificationTypes'),
  } satisfies SiteConfigAnswer);
}
