import type { SiteConfigAnswer } from '@/server/upstream/schemas/config';

/**
 * What a browser may read of the site config: everything it renders with, without keys meant
 * for the server (fatmanApiKey) and without languages hidden from visitors.
 */
export function publicSiteConfig(config: SiteConfigAnswer, signedIn: boolean) {
  const { fatmanApiKey: _serverOnly, hiddenLanguages, languages, ...rest } = config;
  return {
    ...rest,
    languages: languages.filter((l) => signedIn || !hiddenLanguages.includes(l.code)),
  };
}

export type PublicSiteConfig = ReturnType<typeof publicSiteConfig>;
