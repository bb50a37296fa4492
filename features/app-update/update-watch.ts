import { UPDATE_POLL_MS } from './app-update-rules';

export interface UpdateWatchOptions {
  /** The build the page was loaded with. */
  buildId: string;
  /** The build the site runs now; null when it cannot say. */
  latestBuildId: () => Promise<string | null>;
  /** Called once per new build seen. */
  onUpdate: (buildId: string) => void;
}

/**
 * spec 01 §4 Other "App update": while the page is shown, the site's build is asked every
 * UPDATE_POLL_MS and whenever the page is shown again (a tab left open overnight learns at once);
 * a hidden page asks nothing. A failed ask is tried again at the next turn. Answers the function
 * that stops watching.
 */
export function watchForUpdate({ buildId, latestBuildId, onUpdate }: UpdateWatchOptions) {
  let stopped = false;
  let asking = false;
  const announced = new Set<string>([buildId]);
  const check = async () => {
    if (stopped || asking || document.visibilityState !== 'visible') return;
    asking = true;
    try {
      const latest = await latestBuildId();
      if (!stopped && latest !== null && !announced.has(latest)) {
        announced.add(latest);
        onUpdate(latest);
      }
    } catch {
      // Offline or in the middle of a deploy: the next turn asks again.
    } finally {
      asking = false;
    }
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const timer = window.setInterval(() => void check(), UPDATE_POLL_MS);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    stopped = true;
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
