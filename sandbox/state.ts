/** What the route handlers of one running sandbox share. */
import type { AuthSettings } from './auth-limits';
import type { FaultList } from './faults';
import type { RequestLog } from './request-log';
import type { SandboxStore } from './store';

export const DEFAULT_REDIRECTS_AUTH = 'sandbox-redirects-key';

export interface SandboxState {
  store: SandboxStore;
  faults: FaultList;
  requestLog: RequestLog;
  /** The value the `x-redirects-auth` header must carry on redirect-light calls. */
  redirectsAuth: string;
  /** Epoch milliseconds; tests pass their own clock to run codes and tokens out. */
  now: () => number;
  auth: AuthSettings;
}
