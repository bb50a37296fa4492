/**
 * Runs once per server process before it serves (Next's instrumentation hook). Next's own console
 * output goes through the project's logger (server/log-console.ts), and a request that fails on
 * the server is logged once, redacted, with where it failed.
 */
import type { Instrumentation } from 'next';
import { log } from './server/log';
import { firstReportOf, guardConsole } from './server/log-console';

export function register(): void {
  guardConsole();
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
