/**
 * Runs once per server process before it serves (Next's instrumentation hook). Next's own console
 * output goes through the project's logger (server/log-console.ts), and a request that fails on
 * the server is logged once, redacted, with where it failed. In Node, the front door
 * (server/http/serve.mjs) is given the question that lets players share pages
 * (server/session/shared-viewer.ts).
 */
import type { Instrumentation } from 'next';
import { log } from './server/log';
import { firstReportOf, guardConsole } from './server/log-console';

export async function register(): Promise<void> {
  guardConsole();
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { registerSharedViewer } = await import('./server/session/shared-viewer');
    registerSharedViewer();
  }
}

export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  if (!firstReportOf(error)) return;
  log.error('server: request failed', {
    error,
    method: request.method,
    // The path only: a query may carry a code or a token.
    path: request.path.split('?')[0],
    route: context.routePath,
    routeType: context.routeType,
  });
};
