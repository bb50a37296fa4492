'use client';

import type { ComponentProps } from 'react';
import { PagePartView, pagePart } from '@/features/remote-apps';
import type { MultiScreen } from './MultiScreen';

/*
 * The interactive parts of this feature's pages, each loaded on its own (features/remote-apps/page-part.tsx).
 */

const multiScreen = pagePart('multi-live/screen', () =>
  import('./MultiScreen').then((m) => m.MultiScreen),
);

export function LazyMultiScreen(props: ComponentProps<typeof MultiScreen>) {
  return <PagePartView remote={multiScreen} props={props} minHeight="40rem" />;
}
