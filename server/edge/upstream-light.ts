/**
 * The middleware's per-request upstream calls (spec 01 §7): redirect-light and the block checks,
 * with the spec's retries, short timeouts, and answers cached per path in this edge module.
 */
import {
  blockAnswerSchema,
  redirectAnswerSchema,
  type BlockDecision,
  type RedirectAnswer,
} from '@/server/upstream/schemas/config';
import { Circuit } from './circuit';
import { withRetry } from './retry';
import { circuitOpenMs, EDGE_TIMEOUT_MS, edgeGetJson } from './site-settings';
import { TtlCache } from './ttl-cache';
import { siteConfigTtlMs, upstreamBaseUrl } from './upstream-headers';

/** The redirect service's fixed auth header (spec 01 §7 "fixed auth header"). */
export const REDIRECTS_AUTH_HEADER = 'x-redirects-auth';
/**
 * spec 01 §7: redirect-light "Retried 5 times"; block calls "retried twice at 100 ms". Each within
 * an 800 ms budget (EDGE_TIMEOUT_MS): the two run side by side after the settings, so the
 * middleware never holds a page view for more than 1.6 s, however the services fail.
 */
export const REDIRECT_RETRY = { retries: 5, delayMs: 50, budgetMs: EDGE_TIMEOUT_MS } as const;
export const BLOCK_RETRY = { retries: 2, delayMs: 100, budgetMs: EDGE_TIMEOUT_MS } as const;

const redirectCache = new TtlCache<RedirectAnswer>({
  ttlMs: siteConfigTtlMs,
  staleIfErrorMs: 600_000,
  maxEntries: 5000,
});
const blockCache = new TtlCache<BlockDecision>({
  ttlMs: siteConfigTtlMs,
  staleIfErrorMs: 3_600_000,
  maxEntries: 5000,
});
const circuitOptions = {
  get openMs() {
    return circuitOpenMs();
  },
};
const redirectCircuit = new Circuit('redirect-light', circuitOptions);
const blockCircuit = new Circuit('block', circuitOptions);

/**
 * The operator's redirect for a page path. The rules depend on the path alone, so only the path
 * is sent and it is the cache key (with the origin the call carries): tracking query strings
 * (utm_*, click ids) neither multiply the calls nor fill the cache. The caller keeps the
 * visitor's query (pipeline.ts).
 */
export async function fetchRedirect(pathname: string, origin: string): Promise<RedirectAnswer> {
  return redirectCache.get(`${origin}|${pathname}`, () =>
    redirectCircuit.run(() =>
      withRetry(
        async (_, timeoutMs) =>
          redirectAnswerSchema.parse(
            await edgeGetJson(
              `${upstreamBaseUrl()}/redirects-api/api/v1/redirect-light`,
              origin,
              {
                method: 'POST',
                headers: {
                  'content-type': 'application/json',
                  [REDIRECTS_AUTH_HEADER]: process.env.REDIRECTS_AUTH ?? 'sandbox-redirects-key',
                },
                body: JSON.stringify({ url: pathname }),
              },
              timeoutMs,
            ),
          ).data,
        REDIRECT_RETRY,
      ),
    ),
  );
}

export interface BlockQuery {
  signedIn: boolean;
  path: string;
  referralParams: string;
  mainVipDomainAuthNeed: boolean;
}

/**
 * The block decisions for a page view. The site-wide (light) decision is always there; the page's
 * own is missing when its check could not be had (`pathError`), and the site-wide one then stands
 * alone: one slow answer for a path never asked before must not close the whole site for that
 * view (spec 01 §7 "may be forced": it is forced only when the site-wide check fails too).
 */
export interface BlockAnswer {
  decisions: BlockDecision[];
  /** Why the page's own check is missing; absent when both were had. */
  pathError?: unknown;
}

/** Both decisions: the site-wide light one and the one for this URL. Throws when the site-wide
 * one is unavailable (no answer and none kept from earlier). */
export async function fetchBlockDecisions(query: BlockQuery, origin: string): Promise<BlockAnswer> {
  const base = upstreamBaseUrl();
  const auth = query.signedIn ? '1' : '0';
  const light = new URLSearchParams({
    stage: 'web',
    auth,
    referralParams: query.referralParams,
    referralWHNMobile: '0',
    mainVipDomainAuthNeed: query.mainVipDomainAuthNeed ? '1' : '0',
  });
  const ask = (key: string, load: (timeoutMs: number) => Promise<unknown>) =>
    blockCache.get(key, () =>
      blockCircuit.run(() =>
        withRetry(
          async (_, timeoutMs) => blockAnswerSchema.parse(await load(timeoutMs)).data,
          BLOCK_RETRY,
        ),
      ),
    );
  const [siteWide, forPath] = await Promise.allSettled([
    ask(`${origin}|light|${light.toString()}`, (timeoutMs) =>
      edgeGetJson(`${base}/blocks-api/api/v1/block/light?${light}`, origin, undefined, timeoutMs),
    ),
    ask(`${origin}|v2|${auth}|${query.path}`, (timeoutMs) =>
      edgeGetJson(
        `${base}/blocks-api/api/v2/block`,
        origin,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ auth: query.signedIn, url: query.path }),
        },
        timeoutMs,
      ),
    ),
  ]);
  if (siteWide.status === 'rejected') throw siteWide.reason;
  return forPath.status === 'fulfilled'
    ? { decisions: [siteWide.value, forPath.value] }
    : { decisions: [siteWide.value], pathError: forPath.reason };
}

export function clearEdgeAnswers(): void {
  redirectCache.clear();
  blockCache.clear();
  redirectCircuit.reset();
  blockCircuit.reset();
}
