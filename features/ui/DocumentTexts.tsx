'use client';

import type { ReactNode } from 'react';
import { ClientTextsContext, useProvidedTexts } from './client-texts-context';
import { useDocumentFile } from './document-file';

type Messages = Record<string, unknown>;

/**
 * The texts every page's client parts read (issue 26), sent once rather than in every page: the
 * document names their versioned address, the browser loads it beside the page's scripts
 * (preloaded from the document's head) and keeps it, and the page hydrates once they are here. The
 * server renders with the same texts, which it keeps in memory.
 */
export function DocumentTextsProvider({
  locale,
  src,
  timeZone,
  children,
}: {
  locale: string;
  src: string;
  timeZone?: string;
  children: ReactNode;
}) {
  const messages = useDocumentFile<Messages>(src);
  const texts = useProvidedTexts({ locale, messages, timeZone });
  return <ClientTextsContext.Provider value={texts}>{children}</ClientTextsContext.Provider>;
}
