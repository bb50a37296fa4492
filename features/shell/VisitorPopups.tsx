import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import { loadConfigGroups, requestIdentity } from '@/server/config/site-config';
import { log } from '@/server/log';
import { ROUTES } from '@/server/routes/table';
import {
  newSiteModalGroupSchema,
  registrationReminderGroupSchema,
  type NewSiteModalGroup,
  type RegistrationReminderGroup,
} from '@/server/upstream/schemas/config-groups';
import { LazyNewSiteModal, LazyRegistrationReminder } from './lazy-shell-parts';
import { NEW_SITE_COOKIE } from '@/features/visitor-popups';

/** The auth form pages (route flag guestOnly: login, registration, password reset). */
const AUTH_FORM_PATHS = ROUTES.filter((r) => r.flags?.guestOnly && !r.redirect).map((r) => r.path);

interface VisitorPopupGroups {
  registrationReminder: RegistrationReminderGroup | null;
  newSiteModal: NewSiteModalGroup | null;
}

/**
 * The two config groups (spec 01 §3 Registration reminder config; newSiteModal). A group that is
 * missing shows nothing; one that cannot be had or read shows nothing either and is logged.
 */
async function loadVisitorPopupGroups(lng: string): Promise<VisitorPopupGroups> {
  const none = { registrationReminder: null, newSiteModal: null };
  let groups: Record<string, unknown>;
  try {
    groups = await loadConfigGroups(
      ['registrationReminder', 'newSiteModal'],
      lng,
      await requestIdentity(),
    );
  } catch (error) {
    log.error('visitor popup config groups unavailable', { error });
    return none;
  }
  const read = <S extends z.ZodType>(name: string, schema: S): z.infer<S> | null => {
    if (groups[name] === undefined) return null;
    const parsed = schema.safeParse(groups[name]);
    if (parsed.success) return parsed.data;
    log.error(`${name} config group is not valid`, { issues: parsed.error.issues });
    return null;
  };
  return {
    registrationReminder: read('registrationReminder', registrationReminderGroupSchema),
    newSiteModal: read('newSiteModal', newSiteModalGroupSchema),
  };
}

/**
 * The popups of spec 01 §4 for visitors (not signed in): the new-site information modal unless
 * its cookie says it was shown (read here, so later pages carry none of it), and the registration
 * reminder when the site takes registrations.
 */
export async function VisitorPopups({
  lng,
  signedIn,
  showRegistration,
}: {
  lng: string;
  signedIn: boolean;
  /** spec 01 §5: registration allowed and not a VIP domain (as the header's button). */
  showRegistration: boolean;
}) {
  if (signedIn) return null;
  const [cookieStore, t, groups] = await Promise.all([
    cookies(),
    getTranslations('visitorPopups'),
    loadVisitorPopupGroups(lng),
  ]);
  const { registrationReminder, newSiteModal } = groups;
  const showNewSite = newSiteModal?.isEnabled === true && !cookieStore.has(NEW_SITE_COOKIE);
  return (
    <>
      {showNewSite && (
        <LazyNewSiteModal
          labels={{
            title: newSiteModal.title ?? t('new_site_title'),
            text: newSiteModal.text ?? t('new_site_text'),
            confirm: t('new_site_confirm'),
            close: t('close'),
          }}
        />
      )}
      {showRegistration && registrationReminder && (
        <LazyRegistrationReminder
          lng={lng}
          delayS={registrationReminder.delay}
          intervalMin={registrationReminder.interval}
          authFormPaths={AUTH_FORM_PATHS}
          labels={{
            title: t('registration_reminder_title'),
            text: t('registration_reminder_text'),
            register: t('registration_reminder_register'),
            login: t('registration_reminder_login'),
            close: t('close'),
          }}
        />
      )}
    </>
  );
}
