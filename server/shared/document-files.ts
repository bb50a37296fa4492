import 'server-only';
import { createHash } from 'node:crypto';

/**
 * The files a document names and the browser loads once (issue 26: sent once, not in every
 * page's HTML and payload): the client parts' texts (server/i18n/client-texts.ts) and the shell's
 * data (server/config/shell-file.ts). Each is versioned by its content; the server renders the
 * client parts with the same value, which it keeps here. The client parts' server render runs in
 * this process in another module graph (features/ui/document-file.ts), so both meet on
 * `globalThis`.
 */
const REGISTRY = Symbol.for('sportsbook.document-files');

/** Enough for every language × every config variant (origin, country) an instance serves. */
export const KEPT_DOCUMENT_FILES = 256;

export interface DocumentFile<T> {
  value: T;
  /** The value's JSON, as the address serves it. */
  json: string;
  /** Where the browser gets it: `<path>?v=<content digest>`, so cached for good. */
  src: string;
}

type Registry = Map<string, DocumentFile<unknown>>;

function registry(): Registry {
  const scope = globalThis as { [REGISTRY]?: Registry };
  scope[REGISTRY] ??= new Map();
  return scope[REGISTRY];
}

/** A file at `path` versioned by its content. */
export function documentFile<T>(path: string, value: T): DocumentFile<T> {
  const json = JSON.stringify(value);
  const version = createHash('sha256').update(json).digest('base64url').slice(0, 12);
  return { value, json, src: `${path}?v=${version}` };
}

/**
 * Keeps a file for the render about to name it (the latest used last; the oldest leaves first
 * beyond KEPT_DOCUMENT_FILES). Called on every render that names it, so a file in use stays.
 */
export function keepDocumentFile<T>(file: DocumentFile<T>): DocumentFile<T> {
  const kept = registry();
  kept.delete(file.src);
  kept.set(file.src, file);
  if (kept.size > KEPT_DOCUMENT_FILES) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
  return file;
}

/** The file this process kept at `src`, if any. */
export function keptDocumentFile(src: string): DocumentFile<unknown> | undefined {
  return registry().get(src);
}
