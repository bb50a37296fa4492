import 'server-only';
import type { ShellData } from '@/features/shell';
import { documentFile, keepDocumentFile, type DocumentFile } from '@/server/shared/document-files';
import type { SiteConfigAnswer } from '@/server/upstream/schemas/config';

export type ShellFile = DocumentFile<ShellData>;

/** One file per config (the cached answer) and language, built once. */
const built = new WeakMap<SiteConfigAnswer, Map<string, ShellFile>>();

/**
 * The shell's data in language `lng` from the site config (spec 01 §3 footer and contacts, §4
 * languages, §5 registration, §7 the policy logo's country), at the address the main layout names:
 * versioned by its content, so the browser loads it once and keeps it (issue 26: the shell sent
 * once); the server renders the shell's client parts with it (server/shared/document-files.ts).
 */
export function shellFile(lng: string, config: SiteConfigAnswer): ShellFile {
  const byLanguage = built.get(config) ?? new Map<string, ShellFile>();
  built.set(config, byLanguage);
  let file = byLanguage.get(lng);
  if (!file) {
    const { siteConfig } = config;
    file = documentFile<ShellData>(`/api/shell/${lng}`, {
      brand: siteConfig.companyName,
      languages: config.languages,
      hiddenLanguages: config.hiddenLanguages,
      showRegistration: siteConfig.isRegistrationAllowed && !siteConfig.isVipDomain,
      footer: config.footer,
      contacts: config.contacts,
      licenceText: config.licenceConfig.text,
      minAge: siteConfig.minAge,
      geoCountryId: siteConfig.geoCountryId,
    });
    byLanguage.set(lng, file);
  }
  return keepDocumentFile(file);
}
