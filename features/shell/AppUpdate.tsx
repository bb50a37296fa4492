import { getTranslations } from 'next-intl/server';
import { LazyAppUpdateWatch } from './lazy-shell-parts';
import { currentBuildId } from '@/features/app-update/server';

/**
 * spec 01 §4 Other "App update", §8: watches for a new build of the site from the page, which
 * carries the build that rendered it.
 */
export async function AppUpdate() {
  const [buildId, t] = await Promise.all([currentBuildId(), getTranslations('appUpdate')]);
  return (
    <LazyAppUpdateWatch
      buildId={buildId}
      labels={{
        title: t('main_update_notify_title_text'),
        text: t('main_update_notify_text'),
        reload: t('reload'),
      }}
    />
  );
}
