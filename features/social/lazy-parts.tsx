'use client';

import type { ComponentProps } from 'react';
import { PagePartView, pagePart } from '@/features/remote-apps';
import type { OneTapFinish } from './OneTapFinish';

/*
 * The interactive parts of this feature's pages, each loaded on its own (features/remote-apps/page-part.tsx).
 */

const oneTapFinish = pagePart('auth/one-tap-finish', () =>
  import('./OneTapFinish').then((m) => m.OneTapFinish),
);

export function LazyOneTapFinish(props: ComponentProps<typeof OneTapFinish>) {
  return <PagePartView remote={oneTapFinish} props={props} minHeight="4rem" />;
}
