import 'server-only';
import { REFERRAL_TAG_COOKIES, UTM_PARAMS } from '@/server/edge/referral';
import { referralTagsSchema, type ReferralTags } from '@/server/upstream/schemas/auth';

/** One tag as the upstream takes it (the schema's own rule). */
const TAG = referralTagsSchema.shape.refererId.unwrap();

/**
 * The referral and campaign tags the referral step stored in the visitor's cookies
 * (server/edge/referral.ts), for the upstream's registration. A value the schema refuses is left
 * out, the rest still goes; undefined when there is none.
 */
export function referralTagsOf(
  cookie: (name: string) => string | undefined,
): ReferralTags | undefined {
  const tags: Record<string, unknown> = {};
  for (const [tag, name] of Object.entries(REFERRAL_TAG_COOKIES)) {
    const value = cookie(name);
    if (value !== undefined && TAG.safeParse(value).success) tags[tag] = value;
  }
  const utm: Record<string, string> = {};
  for (const name of UTM_PARAMS) {
    const value = cookie(name);
    if (value !== undefined && TAG.safeParse(value).success) utm[name.slice('utm_'.length)] = value;
  }
  if (Object.keys(utm).length > 0) tags.utm = utm;
  return Object.keys(tags).length > 0 ? referralTagsSchema.parse(tags) : undefined;
}
