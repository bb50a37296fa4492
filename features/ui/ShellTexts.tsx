'use client';

import type { ReactNode } from 'react';
import { ClientTextsContext, useProvidedTexts, type ClientTexts } from './client-texts-context';

/**
 * ClientTextsProvider for the main layout's own client parts (the widgets, the reminders). The
 * same provider in a module of its own, as PageTextsProvider (PageTexts.tsx) is
 * for the catch-all route's pages: Next 15 maps a client component to the scripts of one of the
 * entries that render it (the last of the language's group, usually the catch-all route), so a
 * provider shared by the document shell, the main layout and the route's pages made every page
 * load that route's scripts. One module per place keeps each page to its own scripts
 * (docs/performance.md "First-load JS").
 */
export function ShellTextsProvider({ children, ...given }: ClientTexts & { children: ReactNode }) {
  const texts = useProvidedTexts(given);
  return <ClientTextsContext.Provider value={texts}>{children}</ClientTextsContext.Provider>;
}
