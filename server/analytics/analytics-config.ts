import 'server-only';
import { loadConfigGroups, type RequestIdentity } from '@/server/config/site-config';
import { log } from '@/server/log';
import { analyticsGroupSchema, type AnalyticsGroup } from '@/server/upstream/schemas/config-groups';

/**
 * Used when the group cannot be had or read: no third party runs on a guess; the collector is
 * the operator's own and keeps taking events.
 */
export const ANALYTICS_FALLBACK: AnalyticsGroup = { gtmId: null, collectorEnabled: true };

/** The site's analytics settings (config group `analytics`), cached with the other groups. */
export async function loadAnalyticsConfig(
  lang: string,
  identity: RequestIdentity,
): Promise<AnalyticsGroup> {
  try {
    const groups = await loadConfigGroups(['analytics'], lang, identity);
    const parsed = analyticsGroupSchema.safeParse(groups.analytics ?? {});
    if (parsed.success) return parsed.data;
    log.error('analytics config group is not valid', { issues: parsed.error.issues });
  } catch (error) {
    log.error('analytics config group unavailable', { error });
  }
  return ANALYTICS_FALLBACK;
}
