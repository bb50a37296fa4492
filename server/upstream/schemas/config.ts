/**
 * zod schemas for the start-up answers of spec 01 §3 "Loaded site config" and §7 "Site start-up".
 * One schema per shape; the sandbox upstream answers with these shapes and the tests prove it.
 * Unknown keys are stripped (z.object), so an upstream that adds fields never breaks us.
 */
import { z } from 'zod';

/** Two lowercase letters: spec 01 §5 "Language prefix is two lowercase letters". */
export const languageCodeSchema = z.string().regex(/^[a-z]{2}$/, 'two lowercase letters');

export const languageSchema = z.object({
  id: z.number().int(),
  code: languageCodeSchema,
  name: z.string().min(1),
});
export type Language = z.infer<typeof languageSchema>;

/** Maintenance block: spec 01 §3; times are ISO strings or null. */
export const maintenanceSchema = z.object({
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  notify_started_at: z.string().nullable(),
  notify_ended_at: z.string().nullable(),
  isActive: z.boolean(),
  /** A web_state other than 0 means the web site is in maintenance. */
  web_state: z.number().int(),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;

export const siteConfigSchema = z.object({
  group_id: z.number().int(),
  companyName: z.string(),
  /** The site's default language (spec 01 §4 Language: "else the default, else English"). */
  lng: languageCodeSchema,
  isAvailableConfirmTerms: z.boolean(),
  isMainVipDomainAuthNeed: z.boolean(),
  geoAuthReqVip: z.boolean(),
  /** Strings the texts may carry as placeholders, e.g. {"{brand}": "Bet Arena"}. */
  dataForReplace: z.record(z.string(), z.string()),
  // Access and routes
  isRegistrationAllowed: z.boolean(),
  isVipDomain: z.boolean(),
  isShowIdentification: z.boolean(),
  isShowPaymentPageOnlyAuth: z.boolean(),
  /** Route ids of spec 01 §2 that this site offers (13, 47, 52, …). */
  availableRoutes: z.array(z.number().int()),
  /**
   * spec 02 §2 Ban guard "sent to an external ban page": where a banned player goes; null keeps
   * the player on the page (the navigation is cancelled). Not in the spec's list: defaults off.
   */
  banPageUrl: z
    .url({ protocol: /^https?$/, hostname: z.regexes.domain })
    .max(2048)
    .nullable()
    .default(null),
  // Auto log-off and one-tap
  isAutoLogoffEnable: z.boolean(),
  autoLogoffInactiveMinutes: z.number().nonnegative(),
  isOneTapAuthEnabled: z.boolean(),
  // Geography and company
  geoCountryId: z.number().int(),
  geoCurrency: z.object({ id: z.number().int(), iso: z.string().length(3) }),
  minAge: z.number().int().positive(),
  // Support
  consultantParams: z.object({ consultant_id: z.string() }).nullable(),
  langsHiddenCallback: z.array(languageCodeSchema),
  isAvailableCallback: z.boolean(),
  // Header and SEO
  isMaintenanceDate: z.boolean(),
  isRedesignedHeader: z.boolean(),
  isShowHeader: z.boolean(),
  isShowSeoModuleLinks: z.boolean(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const customizeConfigSchema = z.object({
  geo_with_twelve_format: z.array(z.number().int()),
  has_twelve_h_by_geo: z.boolean(),
});

export const licenceConfigSchema = z.object({
  dmca: z
    .object({ domains: z.array(z.string()), name: z.string(), content: z.string() })
    .nullable(),
  /** The licence line printed in the footer. */
  text: z.string(),
});

export const linkSchema = z.object({
  label: z.string().min(1),
  /** A site path without the language prefix ("/about") or an absolute https URL. */
  href: z.string().regex(/^(\/|https:\/\/)/, 'a site path or an https URL'),
});
export type FooterLink = z.infer<typeof linkSchema>;

export const footerSchema = z.object({
  columns: z.array(z.object({ title: z.string(), links: z.array(linkSchema) })),
  paymentMethods: z.array(z.string()),
  copyright: z.string(),
});
export type Footer = z.infer<typeof footerSchema>;

export const contactsSchema = z.object({
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  socials: z.array(z.object({ network: z.string(), href: z.string().url() })),
});
export type Contacts = z.infer<typeof contactsSchema>;

export const verificationTypeSchema = z.object({
  id: z.number().int(),
  /** face_id or another identification provider. */
  kind: z.string(),
});

/** GET /bff-api/config/all.json?lang= — the whole site configuration. */
export const siteConfigAnswerSchema = z.object({
  languages: z.array(languageSchema).min(1),
  /** Languages hidden for unauthorised users (spec 01 §4 Language). */
  hiddenLanguages: z.array(languageCodeSchema),
  countryCode: z.string().min(2),
  maintenance: maintenanceSchema,
  siteConfig: siteConfigSchema,
  customizeConfig: customizeConfigSchema,
  licenceConfig: licenceConfigSchema,
  footer: footerSchema,
  contacts: contactsSchema,
  fatmanApiKey: z.object({ key: z.string() }),
  verificationTypes: z.array(verificationTypeSchema),
});
export type SiteConfigAnswer = z.infer<typeof siteConfigAnswerSchema>;

/** GET /bff-api/config/group/get?groups=a,b&lang= — named config groups. */
export const configGroupsAnswerSchema = z.object({
  data: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type ConfigGroups = z.infer<typeof configGroupsAnswerSchema>['data'];

/** POST /redirects-api/api/v1/redirect-light — spec 01 §3 "Redirect response". */
export const redirectAnswerSchema = z.object({
  data: z.object({
    redirect: z.boolean(),
    code: z.number().int().min(300).max(399).nullable(),
    url: z.string().nullable(),
    reasons: z.array(z.string()),
    breadcrumbs: z.array(z.object({ name: z.string(), url: z.string() })),
  }),
});
export type RedirectAnswer = z.infer<typeof redirectAnswerSchema>['data'];

/** GET /blocks-api/api/v1/block/light and POST /blocks-api/api/v2/block — "Block decision". */
export const blockAnswerSchema = z.object({
  data: z.object({
    /** 1 means blocked. */
    displayTypeId: z.number().int(),
    /** The reason; spec 01 §4 Blocking maps it to a page. */
    templateTypeId: z.number().int().nullable(),
  }),
});
export type BlockDecision = z.infer<typeof blockAnswerSchema>['data'];
