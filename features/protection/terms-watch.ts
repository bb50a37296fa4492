/**
 * spec 01 §4 Terms confirmation, the browser's half: every 60 s the signed-in player's terms
 * status is asked; changed terms send the player to the confirm page unless the page is one of
 * the routes excluded from it (route flag excludeTerms). The server holds every other page too
 * (server/routes/guards.ts), so this only covers a player who stays on one page.
 */
import { bffClient as defaultClient, type BffClient } from '@/features/bff';
import { matchesPattern } from '@/features/navigation';
import { TERMS_POLL_MS } from './protection-rules';

export interface TermsStatus {
  toConfirm: boolean;
  updatedAt: string | null;
}

/** Whether the path (with its language prefix) is a route excluded from the terms redirect. */
export function isExcludedFromTerms(
  lng: string,
  pathname: string,
  excluded: readonly string[],
): boolean {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== lng) return false;
  const rest = segments.slice(1);
  return excluded.some((pattern) => matchesPattern(pattern, rest));
}

export function confirmTermsUrl(lng: string, returnUrl: string): string {
  return `/${lng}/confirm?returnUrl=${encodeURIComponent(returnUrl)}`;
}

export interface TermsWatchOptions {
  lng: string;
  excluded: readonly string[];
  navigate: (url: string) => void;
  /** The terms changed while the player reads an excluded page (the notice of spec 01 §4). */
  onExcluded?: (confirmUrl: string) => void;
  location?: () => { pathname: string; search: string };
  client?: Pick<BffClient, 'get'>;
}

/** Starts the poll; answers the function that stops it. */
export function watchTerms({
  lng,
  excluded,
  navigate,
  onExcluded,
  location = () => window.location,
  client = defaultClient,
}: TermsWatchOptions): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const poll = async () => {
    try {
      const status = await client.get<TermsStatus>(`/api/terms/status?lang=${lng}`);
      const { pathname, search } = location();
      if (!stopped && status.toConfirm) {
        const confirmUrl = confirmTermsUrl(lng, `${pathname}${search}`);
        if (isExcludedFromTerms(lng, pathname, excluded)) onExcluded?.(confirmUrl);
        else {
          stopped = true;
          navigate(confirmUrl);
          return;
        }
      }
    } catch {
      // A failed poll is retried on the next one; a 451 has already sent the player to confirm.
    }
    if (!stopped) timer = setTimeout(() => void poll(), TERMS_POLL_MS);
  };

  timer = setTimeout(() => void poll(), TERMS_POLL_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
