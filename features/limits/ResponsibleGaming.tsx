import { getMessages, getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { RETURN_URL_PARAM } from '@/server/edge/pipeline';
import { getPlayerLimits, type PlayerLimits } from '@/server/limits/player-limits';
import { log } from '@/server/log';
import type { RouteMatch } from '@/server/routes/match';
import { LazyLimitsClient } from './lazy-parts';
import { PageTextsProvider } from '@/features/ui';
import styles from './Limits.module.css';

/**
 * office/responsible (route officeResponsible, spec 01 §3 "Responsible-gaming limit", §4): the
 * player's limits rendered on the server, then changed by the client.
 */
export async function ResponsibleGaming({ lng }: { lng: string; match: RouteMatch }) {
  let loaded: PlayerLimits | null;
  try {
    loaded = await getPlayerLimits(lng);
  } catch (error) {
    log.error('limits unavailable', { error });
    const t = await getTranslations('limits');
    return (
      <p className={styles.note} role="status">
        {t('unavailable')}
      </p>
    );
  }
  if (!loaded) {
    // The route guard sends visitors to sign in first; a session that ended since lands here.
    const back = `/${lng}/office/responsible`;
    redirect(`/${lng}/user/login?${new URLSearchParams({ [RETURN_URL_PARAM]: back })}`);
  }
  const messages = await getMessages({ locale: lng });
  return (
    <PageTextsProvider locale={lng} messages={{ limits: messages.limits }}>
      <LazyLimitsClient lng={lng} initial={loaded} />
    </PageTextsProvider>
  );
}
