'use client';

import { use, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { ClientTextsContext, useProvidedTexts } from './client-texts-context';

type Messages = Record<string, unknown>;

/**
 * A promise of texts that says when it is settled, as React reads a thenable: `use` takes a
 * fulfilled one at once, so the provider always calls `use` (the same hooks on every render,
 * whether the texts were here or came later).
 */
type Texts = Promise<Messages> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: Messages;
  reason?: unknown;
};

/** Where the server keeps the texts it renders with (server/i18n/client-texts.ts). */
const SERVER_TEXTS = Symbol.for('sportsbook.document-texts');
/** How often the browser asks for the texts before the page gives up (an error page). */
const ATTEMPTS = 3;

/** The texts of each address this tab has asked for: loaded once, kept for the tab's life. */
const loaded = new Map<string, Texts>();

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

function fulfilled(messages: Messages): Texts {
  return Object.assign(Promise.resolve(messages), {
    status: 'fulfilled' as const,
    value: messages,
  });
}

/** The texts at `src`: settled when the server has them or the tab loaded them. */
function textsAt(src: string): Texts {
  if (typeof window === 'undefined') {
    const kept = (globalThis as { [SERVER_TEXTS]?: Map<string, Messages> })[SERVER_TEXTS];
    const messages = kept?.get(src);
    if (!messages) throw new Error(`no texts kept for ${src}`);
    return fulfilled(messages);
  }
  const kept = loaded.get(src);
  if (kept) return kept;
  const texts: Texts = Object.assign(fetchTexts(src), { status: 'pending' as const });
  texts.then(
    (messages) => Object.assign(texts, { status: 'fulfilled', value: messages }),
    (reason: unknown) => {
      Object.assign(texts, { status: 'rejected', reason });
      loaded.delete(src);
    },
  );
  loaded.set(src, texts);
  return texts;
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
  const messages = use(textsAt(src) as Promise<Messages>);
  const texts = useProvidedTexts({ locale, messages, timeZone });
  return <ClientTextsContext.Provider value={texts}>{children}</ClientTextsContext.Provider>;
}
