'use client';

import { useEffect } from 'react';
import { bffClient } from '@/features/bff';
import { browserNavigation } from '@/features/ui';
import { notify } from '@/features/notifications';
import { useAppDispatch } from '@/features/store';
import { watchChunkFailures } from './chunk-reload';
import { watchForUpdate } from './update-watch';

export interface AppUpdateLabels {
  /** spec 01 §8 main_update_notify_title_text. */
  title: string;
  text: string;
  reload: string;
}

/** The notification's key: one update notice waits at a time. */
export const APP_UPDATE_NOTICE_KEY = 'app-update';

/**
 * spec 01 §4 Other "App update", §8 "Update notice: main_update_notify_title_text with a reload
 * action": when the site runs another build than the one this page was loaded with, a notice
 * offers a reload. A chunk of the old build that fails to load reloads the page by itself (§8).
 */
export function AppUpdateWatch({
  buildId,
  labels,
}: {
  /** The build that rendered the page; null when unknown (no update notice then). */
  buildId: string | null;
  labels: AppUpdateLabels;
}) {
  const dispatch = useAppDispatch();
  const { title, text, reload } = labels;

  useEffect(() => watchChunkFailures(), []);

  useEffect(() => {
    if (buildId === null) return;
    return watchForUpdate({
      buildId,
      latestBuildId: async () =>
        (await bffClient.get<{ buildId: string | null }>('/api/version')).buildId,
      onUpdate: () => {
        void dispatch(
          notify({
            kind: 'info',
            title,
            text,
            confirmLabel: reload,
            key: APP_UPDATE_NOTICE_KEY,
          }),
        ).then((result) => {
          if (result === 'confirmed') browserNavigation.reload();
        });
      },
    });
  }, [buildId, title, text, reload, dispatch]);

  return null;
}
