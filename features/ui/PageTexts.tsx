'use client';

import type { ReactNode } from 'react';
import { ClientTextsContext, useProvidedTexts, type ClientTexts } from './client-texts-context';

/**
 * ClientTextsProvider for the catch-all route's pages: a page gives its client parts the texts
 * they read. A module of its own (see ShellTexts.tsx for why).
 */
export function PageTextsProvider({ children, ...given }: ClientTexts & { children: ReactNode }) {
  const texts = useProvidedTexts(given);
  return <ClientTextsContext.Provider value={texts}>{children}</ClientTextsContext.Provider>;
}
