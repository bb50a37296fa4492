import 'server-only';
import { loadMessages } from './messages';
import { documentFile, keepDocumentFile, type DocumentFile } from '@/server/shared/document-files';

/**
 * Message namespaces client components read on every page (a namespace, or one of its keys as
 * `namespace.key`); the rest stays on the server. The header, the menus, the footer and the
 * shell's widgets are among them (issue 26: the shell sent once).
 */
export const CLIENT_NAMESPACES = [
  'errors',
  'header',
  'nav',
  'footer',
  'widgets',
  'officeActivity.support',
  'coupon',
  'auth',
  'settings',
  'cookieConsent',
  'remoteApps',
] as const;

/** The messages of CLIENT_NAMESPACES, nested as in messages/<lng>.json. */
function pickClientMessages(all: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, Record<string, unknown> | unknown> = {};
  for (const name of CLIENT_NAMESPACES) {
    const [ns = '', key] = name.split('.');
    if (key === undefined) {
      picked[ns] = all[ns];
      continue;
    }
    const from = (all[ns] ?? {}) as Record<string, unknown>;
    picked[ns] = { ...(picked[ns] as Record<string, unknown> | undefined), [key]: from[key] };
  }
  return picked;
}

export type ClientTextsFile = DocumentFile<Record<string, unknown>>;

const files = new Map<string, ClientTextsFile>();

/**
 * The texts every page's client parts read, in language `lng` (issue 26: sent once, not in every
 * page's HTML and payload): the document names their address (DocumentTexts.tsx), the browser
 * loads them once and keeps them (app/api/texts/[lng]/route.ts); the server renders with them.
 */
export async function clientTextsFile(lng: string): Promise<ClientTextsFile> {
  let file = files.get(lng);
  if (!file) {
    const all = (await loadMessages(lng)) as unknown as Record<string, unknown>;
    file = documentFile(`/api/texts/${lng}`, pickClientMessages(all));
    files.set(lng, file);
  }
  return keepDocumentFile(file);
}
