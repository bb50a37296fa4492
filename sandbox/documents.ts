/**
 * The single-valued parts of the sandbox state, each stored as one JSON document and checked
 * with its schema on the way in and out. Texts a player reads are not stored here but as keys
 * into the `texts` table, so one document serves every language.
 */
import { z } from 'zod';
import { phoneCountriesAnswerSchema, phoneMasksAnswerSchema } from '@contract/auth';
import {
  blockAnswerSchema,
  contactsSchema,
  customizeConfigSchema,
  languageCodeSchema,
  licenceConfigSchema,
  linkSchema,
  maintenanceSchema,
  siteConfigSchema,
  verificationTypeSchema,
} from '@contract/config';

const textKeySchema = z.string().min(1);

export const footerLayoutSchema = z.object({
  columns: z.array(
    z.object({
      titleKey: textKeySchema,
      links: z.array(z.object({ labelKey: textKeySchema, href: linkSchema.shape.href })),
    }),
  ),
  paymentMethods: z.array(z.string()),
  copyrightKey: textKeySchema,
});
export type FooterLayout = z.infer<typeof footerLayoutSchema>;

export const contactsLayoutSchema = contactsSchema.omit({ address: true }).extend({
  addressKey: textKeySchema,
});
export type ContactsLayout = z.infer<typeof contactsLayoutSchema>;

export const licenceLayoutSchema = licenceConfigSchema.omit({ text: true }).extend({
  textKey: textKeySchema,
});
export type LicenceLayout = z.infer<typeof licenceLayoutSchema>;

export const blockStateSchema = blockAnswerSchema.shape.data;
export type BlockState = z.infer<typeof blockStateSchema>;

export const documentSchemas = {
  siteConfig: siteConfigSchema,
  maintenance: maintenanceSchema,
  hiddenLanguages: z.array(languageCodeSchema),
  customizeConfig: customizeConfigSchema,
  licence: licenceLayoutSchema,
  footer: footerLayoutSchema,
  contacts: contactsLayoutSchema,
  fatmanApiKey: z.object({ key: z.string() }),
  verificationTypes: z.array(verificationTypeSchema),
  /** spec 01 §4 Blocking: the block that applies to every page. */
  globalBlock: blockStateSchema,
  /** spec 01 §3 Phone data: the countries a phone number may belong to, and their masks. */
  phoneCountries: phoneCountriesAnswerSchema.shape.data,
  phoneMasks: phoneMasksAnswerSchema.shape.data,
} as const;

export type DocumentName = keyof typeof documentSchemas;
export type DocumentValue<N extends DocumentName> = z.infer<(typeof documentSchemas)[N]>;
