import type { Language, SiteConfigAnswer } from '@/server/upstream/schemas/config';

/** The languages a site lists and those it hides from visitors (the site config, the shell's data). */
type SiteLanguages = Pick<SiteConfigAnswer, 'languages' | 'hiddenLanguages'>;

/** spec 01 §4 Language: languages hidden for unauthorised users are removed from the list. */
export function visibleLanguages(config: SiteLanguages, signedIn: boolean): Language[] {
  return config.languages.filter((l) => signedIn || !config.hiddenLanguages.includes(l.code));
}

export function isVisibleLanguage(
  config: SiteConfigAnswer,
  lng: string,
  signedIn: boolean,
): boolean {
  return visibleLanguages(config, signedIn).some((l) => l.code === lng);
}
