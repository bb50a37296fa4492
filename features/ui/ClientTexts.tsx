'use client';

import type { ReactNode } from 'react';
import { ClientTextsContext, useProvidedTexts, type ClientTexts } from './client-texts-context';

export { useClientTexts, type ClientTexts } from './client-texts-context';

/**
 * The texts the client parts below read, given by a server component: the document shell gives
 * the namespaces every page's parts need, a feature gives its own (a nested provider replaces the
 * outer one, as next-intl's does). Not next-intl's provider: that one carries next-intl's message
 * formatter into every page's first-load scripts. Parts that format messages with next-intl get
 * its provider with their own lazily loaded code (WithIntl.tsx), fed from here; the few parts in
 * the first-load scripts read plain texts (use-plain-texts.ts).
 */
export function ClientTextsProvider({ children, ...given }: ClientTexts & { children: ReactNode }) {
  const texts = useProvidedTexts(given);
  return <ClientTextsContext.Provider value={texts}>{children}</ClientTextsContext.Provider>;
}
