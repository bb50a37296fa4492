'use client';

import type { ComponentProps } from 'react';
import { PagePartView, pagePart } from '@/features/remote-apps';
import type { BettingCalculator } from './BettingCalculator';

/*
 * The interactive parts of this feature's pages, each loaded on its own (features/remote-apps/page-part.tsx).
 */

const bettingCalculator = pagePart('info/betting-calculator', () =>
  import('./BettingCalculator').then((m) => m.BettingCalculator),
);

export function LazyBettingCalculator(props: ComponentProps<typeof BettingCalculator>) {
  return <PagePartView remote={bettingCalculator} props={props} minHeight="20rem" />;
}
