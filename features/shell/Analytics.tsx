import { loadAnalyticsConfig } from '@/server/analytics/analytics-config';
import { requestIdentity } from '@/server/config/site-config';
import { LazyAnalyticsClient, LazyTagManager } from './lazy-shell-parts';

/**
 * Analytics for the main layout (spec 02 §6, §7; issue 12 §5): the collector's browser side
 * always (when the config enables it), the tag manager only with a container id in the config and
 * only once the visitor agreed to marketing cookies (its scripts carry the page's CSP nonce, which
 * the browser reads: it is no prop of the page's payload).
 */
export async function Analytics({ lng }: { lng: string }) {
  const { gtmId, collectorEnabled } = await loadAnalyticsConfig(lng, await requestIdentity());
  return (
    <>
      <LazyAnalyticsClient lng={lng} collectorEnabled={collectorEnabled} />
      {gtmId && <LazyTagManager gtmId={gtmId} />}
    </>
  );
}
