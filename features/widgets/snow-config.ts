import 'server-only';
import { loadConfigGroups, requestIdentity } from '@/server/config/site-config';
import { log } from '@/server/log';
import { snowGroupSchema } from '@/server/upstream/schemas/config-groups';

/**
 * Whether the site turns snow on (config group `snow`). A site without the group has none; a
 * group that cannot be had or read shows none either, and is logged.
 */
export async function isSnowEnabled(lng: string): Promise<boolean> {
  let group: unknown;
  try {
    group = (await loadConfigGroups(['snow'], lng, await requestIdentity())).snow;
  } catch (error) {
    log.error('snow config group unavailable', { error });
    return false;
  }
  if (group === undefined) return false;
  const parsed = snowGroupSchema.safeParse(group);
  if (parsed.success) return parsed.data.isEnabled;
  log.error('snow config group is not valid', { issues: parsed.error.issues });
  return false;
}
