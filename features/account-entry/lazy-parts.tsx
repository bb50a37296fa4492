'use client';

import type { ComponentProps } from 'react';
import { PagePartView, pagePart } from '@/features/remote-apps';
import type { EntryForm } from './EntryForm';

/*
 * The interactive parts of this feature's pages, each loaded on its own (features/remote-apps/page-part.tsx).
 */

const entryForm = pagePart('account-entry/form', () =>
  import('./EntryForm').then((m) => m.EntryForm),
);

export function LazyEntryForm(props: ComponentProps<typeof EntryForm>) {
  return <PagePartView remote={entryForm} props={props} minHeight="10rem" />;
}
