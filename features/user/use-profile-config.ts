'use client';

import { useCallback, useState } from 'react';
import { bffClient } from '@/features/bff';
import { useAppDispatch, useAppSelector } from '@/features/store';
import { loadUserConfig } from './load-user-config';
import { selectUserConfig, selectUserConfigStatus, userConfigMerged } from './userSlice';
import type { UserConfig } from '@/server/upstream/schemas/user';

/**
 * Takes a change's answer (the whole config or the part the change touched): merged into the
 * store at once, then the store's config loaded again (forced, spec 02 §4 "once unless forced")
 * so it is the config the upstream now holds.
 */
export function useUserConfigSaved() {
  const dispatch = useAppDispatch();
  return useCallback(
    (change: Partial<UserConfig>) => {
      dispatch(userConfigMerged(change));
      void dispatch(loadUserConfig({ force: true }));
    },
    [dispatch],
  );
}

/**
 * The config the profile pages show: the store's once it has loaded, before that the one the
 * server rendered the page with. `saved` takes a change's answer: shown at once, merged into the
 * store, and the store's config loaded again (forced), so every other part of the page follows.
 */
export function useProfileConfig(initial: UserConfig) {
  const stored = useAppSelector(selectUserConfig);
  const status = useAppSelector(selectUserConfigStatus);
  const [latest, setLatest] = useState(initial);
  const configSaved = useUserConfigSaved();
  const saved = useCallback(
    (config: UserConfig) => {
      setLatest(config);
      configSaved(config);
    },
    [configSaved],
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
