import 'server-only';
import { getRoutesGroup } from '@/server/routes/resolve';
import { log } from '@/server/log';

/**
 * Where a registration that signs the player in ends (spec 01 §2 `{section}/thankyou`): the
 * registration thank-you page when the site has one (the `routes` group names its section), else
 * null and the form goes where a sign-in would.
 */
export async function registrationThankYouPath(lng: string): Promise<string | null> {
  try {
    const { thankyouSections } = await getRoutesGroup(lng);
    return thankyouSections.includes('registration') ? `/${lng}/registration/thankyou` : null;
  } catch (error) {
    log.warn('registration: the routes group is unavailable, no thank-you page', { error });
    return null;
  }
}
