'use client';

import { use, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { ClientTextsContext, useProvidedTexts } from './client-texts-context';

type Messages = Record<string, unknown>;

/** Where the server keeps the texts it renders with (server/i18n/client-texts.ts keepsakes). */
const SERVER_TEXTS = Symbol.for('sportsbook.document-texts');
/** How often the browser asks for the texts before the page gives up (an error page). */
const ATTEMPTS = 3;

/** The texts of each address this tab has asked for: loaded once, kept for the tab's life. */
const loaded = new Map<string, { messages?: Messages; promise: Promise<Messages> }>();

async function fetchTexts(src: string): Promise<Messages> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(src);
      if (!response.ok) throw new Error(`the texts answered ${response.status}`);
      return (await response.json()) as Messages;
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
    }
  }
}

/** The texts at `src`: at once when the server has them or the tab loaded them, else a promise. */
function textsAt(src: string): Messages | Promise<Messages> {
  if (typeof window === 'undefined') {
    const kept = (globalThis as { [SERVER_TEXTS]?: Map<string, Messages> })[SERVER_TEXTS];
    const messages = kept?.get(src);
    if (!messages) throw new Error(`no texts kept for ${src}`);
    return messages;
  }
  const kept = loaded.get(src);
  if (kept) return kept.messages ?? kept.promise;
  const entry: { messages?: Messages; promise: Promise<Messages> } = {
    promise: fetchTexts(src),
  };
  entry.promise.then(
    (messages) => (entry.messages = messages),
    () => loaded.delete(src),
  );
  loaded.set(src, entry);
  return entry.promise;
}

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
  preload(src, { as: 'fetch', crossOrigin: 'anonymous' });
  const found = textsAt(src);
  const messages = found instanceof Promise ? use(found) : found;
  const texts = useProvidedTexts({ locale, messages, timeZone });
  return <ClientTextsContext.Provider value={texts}>{children}</ClientTextsContext.Provider>;
}
