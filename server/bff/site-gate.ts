import 'server-only';
import type { NextRequest } from 'next/server';
import {
  BLOCK_REASON_COOKIE,
  blockPageFor,
  blockReasonOf,
  GEO_OFF_COOKIE,
  SITE_CLOSED_COOKIE,
  siteClosedBy,
} from '@/server/edge/block';
import { CircuitOpenError } from '@/server/edge/circuit';
import { SESSION_COOKIE_NAMES } from '@/server/edge/cookie-names';
import { geoOffKey, isValidGeoOffPass } from '@/server/edge/geo-off';
import { isMaintenanceActive } from '@/server/edge/maintenance';
import { MAINTENANCE_RETRY_AFTER_S } from '@/server/edge/pipeline';
import { getEdgeSiteSettings } from '@/server/edge/site-settings';
import { fetchBlockDecisions } from '@/server/edge/upstream-light';
import { log } from '@/server/log';
import type { BlockDecision } from '@/server/upstream/schemas/config';

/**
 * Maintenance and blocks for the BFF (spec 01 §4 Maintenance, Blocking): the middleware closes
 * the pages, and a state-changing call (sign-in, a bet) must not go through a closed site either.
 * The same decisions as the pages, from the same cached loaders (no upstream call per request
 * beyond theirs):
 * - maintenance: the site config's `maintenance.isActive` or a `web_state` other than 0. The
 *   client's own maintenance cookie is not read: it can only close the site for that client;
 * - a block: a decision with displayTypeId 1 from the site-wide light check or the check for the
 *   site root (a BFF call belongs to no page). The geo_off cookie lifts a reason-1 block only as
 *   the signed pass the geo service issues (server/edge/geo-off.ts), never as a plain value.
 * A block is decided before maintenance, as for the pages (a blocked visitor sees the block page).
 * A browser the pages have just shown maintenance or a site-wide block (the `site_closed` cookie
 * of server/edge/block.ts) is refused at once, even before this process's cached view follows.
 * When the config or the block service cannot be had, the call goes on (the pages show
 * maintenance then): the upstream guards its own APIs, and one failing light service must not
 * refuse every bet and sign-in the upstream would take.
 */
export type SiteGate =
  | { kind: 'open' }
  | { kind: 'maintenance'; retryAfterS: number }
  | { kind: 'blocked'; reason: number | null; page: string };

/** The block decisions of a BFF call are asked for the site root. */
export const BFF_BLOCK_PATH = '/';

export async function siteGate(request: NextRequest, origin: string): Promise<SiteGate> {
  // The page this browser was last shown closed the site (pipeline.ts): the BFF follows it at
  // once, not when its own cached view of the site lapses.
  const closedBy = siteClosedBy(request.cookies.get(SITE_CLOSED_COOKIE)?.value);
  if (closedBy === 'maintenance') {
    return { kind: 'maintenance', retryAfterS: MAINTENANCE_RETRY_AFTER_S };
  }
  if (closedBy === 'block') {
    const reason = blockReasonOf(request.cookies.get(BLOCK_REASON_COOKIE)?.value);
    return { kind: 'blocked', reason, page: blockPageFor(reason) };
  }
  const settings = await getEdgeSiteSettings(origin);
  let decisions: BlockDecision[];
  try {
    ({ decisions } = await fetchBlockDecisions(
      {
        signedIn: SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name)),
        path: BFF_BLOCK_PATH,
        referralParams: '',
        mainVipDomainAuthNeed: settings.isMainVipDomainAuthNeed,
      },
      origin,
    ));
  } catch (error) {
    // Once the service failed it is left alone for a while (circuit.ts): one line, not one a call.
    if (!(error instanceof CircuitOpenError)) {
      log.warn('bff: block service unavailable, the call goes on', { error });
    }
    decisions = [];
  }
  const blocking = decisions.filter((d) => d.displayTypeId === 1);
  // spec 01 §4: reason 1 (geography) is lifted by the geo service's pass.
  const geoOff =
    blocking.some((d) => d.templateTypeId === 1) &&
    (await isValidGeoOffPass(request.cookies.get(GEO_OFF_COOKIE)?.value, geoOffKey()));
  const block = blocking.find((d) => !(d.templateTypeId === 1 && geoOff));
  if (block) {
    return {
      kind: 'blocked',
      reason: block.templateTypeId,
      page: blockPageFor(block.templateTypeId),
    };
  }

  const maintenance =
    settings.unavailable !== true &&
    isMaintenanceActive({
      isActive: settings.maintenance.isActive,
      webState: settings.maintenance.web_state,
      cookie: undefined,
      forced: false,
    });
  return maintenance
    ? { kind: 'maintenance', retryAfterS: MAINTENANCE_RETRY_AFTER_S }
    : { kind: 'open' };
}
