import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { GameMediaLabels } from './GameMedia';

/** The game media's texts in the page's language (messages `line.media`). */
export async function gameMediaLabels(): Promise<GameMediaLabels> {
  const t = await getTranslations('line.media');
  return {
    video: t('video'),
    videoText: t('videoText'),
    showVideo: t('showVideo'),
    zone: t('zone'),
    zoneText: t('zoneText'),
    showZone: t('showZone'),
    liveVideo: {
      signIn: t('signIn'),
      signInText: t('signInText'),
      connecting: t('connecting'),
      failed: t('failed'),
      retry: t('retry'),
    },
    gameZone: { lastEvents: t('lastEvents'), noEvents: t('noEvents') },
  };
}
