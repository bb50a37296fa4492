import { getMessages, getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import type { ComponentType } from 'react';
import { RETURN_URL_PARAM } from '@/server/edge/pipeline';
import type { RouteMatch } from '@/server/routes/match';
import type { UserConfig } from '@/server/upstream/schemas/user';
import { getPlayerConfig } from '@/server/user/player-state';
import { LazyPersonalDataClient, LazySecurityClient } from '../lazy-parts';
import { PageTextsProvider } from '@/features/ui';
import styles from './Profile.module.css';

/**
 * A profile page rendered on the server with the player's user config, so the first paint shows
 * the real details; the client part keeps it current and changes it.
 */
async function ProfilePage({
  lng,
  path,
  Client,
}: {
  lng: string;
  path: string;
  Client: ComponentType<{ initial: UserConfig }>;
}) {
  const player = await getPlayerConfig();
  if (player.kind === 'visitor') {
    // The route guard sends visitors to sign in first; a session that ended since lands here.
    const back = `/${lng}/${path}`;
    redirect(`/${lng}/user/login?${new URLSearchParams({ [RETURN_URL_PARAM]: back })}`);
  }
  if (player.kind === 'unknown') {
    const t = await getTranslations('officeProfile');
    return (
      <p className={styles.note} role="status">
        {t('unavailable')}
      </p>
    );
  }
  const messages = await getMessages({ locale: lng });
  return (
    <PageTextsProvider locale={lng} messages={{ officeProfile: messages.officeProfile }}>
      <Client initial={player.config} />
    </PageTextsProvider>
  );
}

/** office/personal (route officePersonal): spec 02 §3 user_data and contacts. */
export function PersonalPage({ lng }: { lng: string; match: RouteMatch }) {
  return <ProfilePage lng={lng} path="office/personal" Client={LazyPersonalDataClient} />;
}

/** office/security (route officeSecurity): spec 02 §3 protection_methods, §4 protection level. */
export function SecurityPage({ lng }: { lng: string; match: RouteMatch }) {
  return <ProfilePage lng={lng} path="office/security" Client={LazySecurityClient} />;
}
