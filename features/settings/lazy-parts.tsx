'use client';

import type { ComponentProps } from 'react';
import { PagePartView, pagePart } from '@/features/remote-apps';
import type { SportsBlacklist } from './SportsBlacklist';

/*
 * The interactive parts of this feature's pages, each loaded on its own (features/remote-apps/page-part.tsx).
 */

const preferencesForm = pagePart('settings/preferences', () =>
  import('./PreferencesForm').then((m) => m.PreferencesForm),
);
const sportsBlacklist = pagePart('settings/sports', () =>
  import('./SportsBlacklist').then((m) => m.SportsBlacklist),
);

export function LazyPreferencesForm() {
  return <PagePartView remote={preferencesForm} props={{}} minHeight="24rem" />;
}

export function LazySportsBlacklist(props: ComponentProps<typeof SportsBlacklist>) {
  return <PagePartView remote={sportsBlacklist} props={props} minHeight="16rem" />;
}
