import 'server-only';
import { cache } from 'react';
import { requestIdentity } from '@/server/config/site-config';
import { log } from '@/server/log';
import { upstreamClient } from '@/server/upstream/client';
import { UPSTREAM_ERROR, UpstreamError } from '@/server/upstream/errors';
import {
  entryTokenSchema,
  type LinkLookup,
  type NewsletterLookup,
} from '@/server/upstream/schemas/account-entry';
import { accountEntryApi } from './account-entry-api';

/**
 * What a link's page knows of it before the player acts: nothing given, not a link of ours (a
 * malformed token too), the upstream's word on it, or that it cannot be asked now.
 */
export type TokenState<T> =
  { kind: 'none' } | { kind: 'invalid' } | { kind: 'unavailable' } | { kind: 'found'; found: T };

async function lookUp<T>(
  token: string | undefined,
  what: string,
  read: (upstream: ReturnType<typeof upstreamClient>, token: string) => Promise<T>,
): Promise<TokenState<T>> {
  if (token === undefined || token === '') return { kind: 'none' };
  const parsed = entryTokenSchema.safeParse(token);
  if (!parsed.success) return { kind: 'invalid' };
  try {
    const { origin } = await requestIdentity();
    return { kind: 'found', found: await read(upstreamClient({ origin }), parsed.data) };
  } catch (error) {
    if (
      error instanceof UpstreamError &&
      error.code === UPSTREAM_ERROR.http &&
      (error.status === 404 || error.status === 400)
    ) {
      return { kind: 'invalid' };
    }
    log.warn(`account entry: ${what} unavailable`, { error });
    return { kind: 'unavailable' };
  }
}

/** A verification or activation link's state (GET, so following the link changes nothing). */
export const getLinkState = cache((token: string | undefined): Promise<TokenState<LinkLookup>> =>
  lookUp(token, 'link lookup', accountEntryApi.lookupLink),
);

/** An unsubscribe link's state and whether its address still gets the newsletter. */
export const getNewsletterState = cache(
  (token: string | undefined): Promise<TokenState<NewsletterLookup>> =>
    lookUp(token, 'newsletter lookup', accountEntryApi.lookupNewsletter),
);
