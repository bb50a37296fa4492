'use client';

import { useCallback, useState } from 'react';
import { bffClient } from '@/features/auth/bff-client';
import { useAppDispatch, useAppSelector } from '@/features/store/hooks';
import {
  loadUserConfig,
  selectUserConfig,
  selectUserConfigStatus,
  userConfigMerged,
} from '@/features/user/userSlice';
import type { UserConfig } from '@/server/upstream/schemas/user';

/**
 * The config the profile pages show: the store's once it has loaded, before that the one the
 * server rendered the page with. `saved` takes a change's answer: shown at once, merged into the
 * store, and the store's config loaded again (forced), so every other part of the page follows.
 */
export function useProfileConfig(initial: UserConfig) {
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectUserConfig);
  const status = useAppSelector(selectUserConfigStatus);
  const [latest, setLatest] = useState(initial);
  const saved = useCallback(
    (config: UserConfig) => {
      setLatest(config);
      dispatch(userConfigMerged(config));
      void dispatch(loadUserConfig({ force: true }));
    },
    [dispatch],
  );
  return { config: status === 'loaded' ? stored : latest, saved };
}

/** A profile change through the BFF (docs/bff-api.md "Personal data and security"). */
export function sendProfileChange(
  path: string,
  method: 'PUT' | 'POST',
  body: unknown,
): Promise<UserConfig> {
  return bffClient.request<UserConfig>(path, { method, body });
}
