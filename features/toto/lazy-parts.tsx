'use client';

import type { ComponentProps } from 'react';
import { PagePartView, pagePart } from '@/features/remote-apps';
import type { TotoCouponForm } from './TotoCouponForm';

/*
 * The interactive parts of this feature's pages, each loaded on its own (features/remote-apps/page-part.tsx).
 */

const totoCouponForm = pagePart('toto/coupon', () =>
  import('./TotoCouponForm').then((m) => m.TotoCouponForm),
);

export function LazyTotoCouponForm(props: ComponentProps<typeof TotoCouponForm>) {
  return <PagePartView remote={totoCouponForm} props={props} minHeight="24rem" />;
}
