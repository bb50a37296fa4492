'use client';

import { useEffect, useRef } from 'react';
import { useAppStore } from '@/features/store';
import type { LiveTopic } from '@/server/live/wire';
import type { LiveOutcomeListener } from './live-connection';

/*
 * The hooks a page part follows live views with. The connection's code loads when a part first
 * follows something, so pages without live parts never fetch it.
 */

const loadConnection = () => import('./live-connection');

/** Follows these topics while mounted (the same list in another order is the same). */
export function useFollowLive(topics: readonly LiveTopic[]): void {
  const store = useAppStore();
  const key = [...topics].sort().join(',');
  useEffect(() => {
    if (key === '') return;
    let release: (() => void) | null = null;
    let gone = false;
    void loadConnection().then(({ followLive }) => {
      if (!gone) release = followLive(store, key.split(',') as LiveTopic[]);
    });
    return () => {
      gone = true;
      release?.();
    };
  }, [store, key]);
}

/** Calls `listener` (its latest form) with the outcomes each batch of live events changed. */
export function useLiveOutcomeChanges(listener: LiveOutcomeListener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    let release: (() => void) | null = null;
    let gone = false;
    void loadConnection().then(({ onLiveOutcomes }) => {
      if (!gone) release = onLiveOutcomes((...batch) => latest.current(...batch));
    });
    return () => {
      gone = true;
      release?.();
    };
  }, []);
}

/** Renders nothing; follows `topics` while on the page (a server component's live part). */
export function LiveTopics({ topics }: { topics: readonly LiveTopic[] }) {
  useFollowLive(topics);
  return null;
}
