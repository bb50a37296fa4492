'use client';

import type { ComponentProps } from 'react';
import { PagePartView, pagePart } from '@/features/remote-apps';
import type { LimitsClient } from './LimitsClient';

/*
 * The interactive parts of this feature's pages, each loaded on its own (features/remote-apps/page-part.tsx).
 */

const limits = pagePart('limits/limits', () =>
  import('./LimitsClient').then((m) => m.LimitsClient),
);

export function LazyLimitsClient(props: ComponentProps<typeof LimitsClient>) {
  return <PagePartView remote={limits} props={props} minHeight="30rem" />;
}
