import type { Contacts, Footer, Language } from '@/server/upstream/schemas/config';

/**
 * What the header, its menus and the footer draw from the site config (spec 01 §3, §4, §5, §7):
 * one file per config variant, loaded once by the browser and kept (issue 26: the shell sent
 * once, not in every page's HTML and payload). Built by server/config/shell-file.ts, read by
 * the shell's client parts (Header.tsx, Footer.tsx) with useDocumentFile.
 */
export interface ShellData {
  brand: string;
  /** spec 01 §4: every language; a visitor's list leaves out the hidden ones (languages.ts). */
  languages: Language[];
  hiddenLanguages: string[];
  /** spec 01 §5: registration only when allowed and not on a VIP domain. */
  showRegistration: boolean;
  footer: Footer;
  contacts: Contacts;
  licenceText: string;
  minAge: number;
  /** spec 01 §7: the policy logo is shown for some countries of the visitor. */
  geoCountryId: number;
}
