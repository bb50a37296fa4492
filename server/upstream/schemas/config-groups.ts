/**
 * zod schemas of the config groups the site reads (GET /bff-api/config/group/get). Each group is
 * parsed on its own so a bad group fails alone, with its name.
 */
import { z } from 'zod';

const slug = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'a lowercase slug');

/** Route settings of spec 01 §2/§5. Paths are without the language prefix. */
export const routesGroupSchema = z.object({
  /** "Some URLs from site config are forced to 404". */
  forced404: z.array(z.string().startsWith('/')),
  /** "Two route-name variants exist … A site setting selects which is used." */
  bonusRouteVariant: z.enum(['bonuses', 'bonuses-offers']),
  /** slot_first_deposit → 301 to the casino slot-first-deposit page when on. */
  isSlotFirstDepositRedirect: z.boolean(),
  /** Slugs of the first segment that name a casino section ({casino}). */
  casinoCategories: z.array(slug),
  /** Slugs that name a slots section ({slots}). */
  slotsCategories: z.array(slug),
  /** Slugs that name a keno game ({keno}). */
  kenoGames: z.array(slug),
  /** Event tokens with tabs ({token}, e.g. a cricket world cup page). */
  tokens: z.array(slug),
  /** Bonus CMS landings served at the first segment ({landingId}). */
  bonusLandings: z.array(slug),
  /** Sections with a thank-you page ({section}/thankyou). */
  thankyouSections: z.array(slug),
  /** Old landing and promotion paths (one segment) → promotions/{name}. */
  oldPromotionPaths: z.record(slug, slug),
});
export type RoutesGroup = z.infer<typeof routesGroupSchema>;

export const seoGroupSchema = z.object({
  projectId: z.number().int().positive(),
  domain: z.string().min(1),
});
export type SeoGroup = z.infer<typeof seoGroupSchema>;

export const registrationReminderGroupSchema = z.object({
  /** seconds */
  delay: z.number().nonnegative(),
  /** minutes; 0 means no repeat */
  interval: z.number().nonnegative(),
});
export type RegistrationReminderGroup = z.infer<typeof registrationReminderGroupSchema>;

/**
 * spec 01 §4 New-site information modal, "shown once to unauthenticated visitors when enabled".
 * The title and text are the operator's, in the language asked; without them our own texts show.
 */
export const newSiteModalGroupSchema = z.object({
  isEnabled: z.boolean(),
  title: z.string().trim().min(1).max(200).optional(),
  text: z.string().trim().min(1).max(2000).optional(),
});
export type NewSiteModalGroup = z.infer<typeof newSiteModalGroupSchema>;

/**
 * spec 01 §4 Cookie consent modal: "If the popup is disabled by configuration, consent is set to
 * ALL". A site without the group asks (the default keeps every optional cookie off until asked).
 */
export const cookieConsentGroupSchema = z.object({ isPopupEnabled: z.boolean().default(true) });
export type CookieConsentGroup = z.infer<typeof cookieConsentGroupSchema>;

/**
 * Snow on the home page (issue 12 §4 shell widgets): a seasonal decoration the operator turns on.
 * A site without the group shows none.
 */
export const snowGroupSchema = z.object({ isEnabled: z.boolean() });
export type SnowGroup = z.infer<typeof snowGroupSchema>;

/**
 * Analytics (spec 02 §7 "Analytics destinations: a tag manager, a collector"; issue 12 §5): the
 * tag manager's container id (null: none) and whether the collector takes events. A site without
 * the group runs no tag manager and collects.
 */
export const analyticsGroupSchema = z.object({
  // Written into the tag manager's script URL: nothing but a container id's own shape.
  gtmId: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'a tag manager container id (GTM-…)')
    .nullable()
    .default(null),
  collectorEnabled: z.boolean().default(true),
});
export type AnalyticsGroup = z.infer<typeof analyticsGroupSchema>;
