'use client';

import type { ComponentProps } from 'react';
import { PagePartView, pagePart } from '@/features/remote-apps';
import type { WalletsClient } from './WalletsClient';

/*
 * The interactive parts of this feature's pages, each loaded on its own (features/remote-apps/page-part.tsx).
 */

const wallets = pagePart('accounts/wallets', () =>
  import('./WalletsClient').then((m) => m.WalletsClient),
);

export function LazyWalletsClient(props: ComponentProps<typeof WalletsClient>) {
  return <PagePartView remote={wallets} props={props} minHeight="20rem" />;
}
