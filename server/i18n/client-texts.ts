import 'server-only';
import { createHash } from 'node:crypto';
import { loadMessages } from './messages';

/** Message namespaces client components read on every page; the rest stays on the server. */
export const CLIENT_NAMESPACES = [
  'errors',
  'header',
  'coupon',
  'auth',
  'settings',
  'cookieConsent',
  'remoteApps',
] as const;

/** A language as the texts' address takes it. */
export const TEXTS_LANGUAGE = /^[a-z]{2}$/;

export interface ClientTextsFile {
  messages: Record<string, unknown>;
  /** The texts' JSON, as the address serves it. */
  json: string;
  /** Where the browser gets them: versioned by their content, so cached for good. */
  src: string;
}

const files = new Map<string, ClientTextsFile>();

/**
 * The texts by address, where the server render of the document's provider reads them
 * (features/ui/DocumentTexts.tsx): the client component's server render runs in this process, in
 * another module graph, and meets this one on `globalThis`.
 */
const SERVER_TEXTS = Symbol.for('sportsbook.document-texts');

function keepForRender(file: ClientTextsFile): void {
  const scope = globalThis as { [SERVER_TEXTS]?: Map<string, Record<string, unknown>> };
  scope[SERVER_TEXTS] ??= new Map();
  scope[SERVER_TEXTS].set(file.src, file.messages);
}

/**
 * The texts every page's client parts read, in language `lng` (issue 26: sent once, not in every
 * page's HTML and payload): the document names their address (DocumentTexts.tsx), the browser
 * loads them once and keeps them (app/api/texts/[lng]/route.ts); the server renders with them.
 */
export async function clientTextsFile(lng: string): Promise<ClientTextsFile> {
  const kept = files.get(lng);
  if (kept) return kept;
  const all = (await loadMessages(lng)) as unknown as Record<string, unknown>;
  const messages = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, all[ns]]));
  const json = JSON.stringify(messages);
  const version = createHash('sha256').update(json).digest('base64url').slice(0, 12);
  const file = { messages, json, src: `/api/texts/${lng}?v=${version}` };
  files.set(lng, file);
  keepForRender(file);
  return file;
}
