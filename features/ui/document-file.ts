import { use } from 'react';
import { preload } from 'react-dom';

/**
 * A file the document names and the browser loads once (issue 26: the client parts' texts, the
 * shell's data), read as React reads a thenable: settled at once when the server has it or the
 * tab loaded it, so its readers always call `use` (the same hooks whether it was here or came
 * later). The server keeps what it renders with (server/shared/document-files.ts).
 */
export type DocumentFileValue<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/** Where the server keeps its files, by address (server/shared/document-files.ts). */
const SERVER_FILES = Symbol.for('sportsbook.document-files');
/** How often the browser asks for a file before the page gives up (an error page). */
const ATTEMPTS = 3;

/** The files this tab has asked for, by address: loaded once, kept for the tab's life. */
const loaded = new Map<string, DocumentFileValue<unknown>>();

async function fetchFile(src: string): Promise<unknown> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(src);
      if (!response.ok) throw new Error(`${src} answered ${response.status}`);
      return (await response.json()) as unknown;
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
    }
  }
}

function fulfilled<T>(value: T): DocumentFileValue<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

/** The file at `src`: settled when the server has it or the tab loaded it. */
function documentFileAt<T>(src: string): DocumentFileValue<T> {
  if (typeof window === 'undefined') {
    const kept = (globalThis as { [SERVER_FILES]?: Map<string, { value: unknown }> })[
      SERVER_FILES
    ]?.get(src);
    if (!kept) throw new Error(`no file kept for ${src}`);
    return fulfilled(kept.value as T);
  }
  const kept = loaded.get(src);
  if (kept) return kept as DocumentFileValue<T>;
  const file: DocumentFileValue<unknown> = Object.assign(fetchFile(src), {
    status: 'pending' as const,
  });
  file.then(
    (value) => Object.assign(file, { status: 'fulfilled', value }),
    (reason: unknown) => {
      Object.assign(file, { status: 'rejected', reason });
      loaded.delete(src);
    },
  );
  loaded.set(src, file);
  return file as DocumentFileValue<T>;
}

/**
 * The file at `src` for a client part: asked for from the document's head (beside the page's
 * scripts), then read; the part hydrates once it is here, and every later reader has it at once.
 */
export function useDocumentFile<T>(src: string): T {
  preload(src, { as: 'fetch', crossOrigin: 'anonymous' });
  return use(documentFileAt<T>(src) as Promise<T>);
}
