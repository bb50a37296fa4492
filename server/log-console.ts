/**
 * What Next itself writes to the console goes out as the project's log lines too. Next prints an
 * error thrown while rendering a page (or by the middleware) with `console.error(error)`, and
 * Node's inspector then dumps everything the error holds: a ky error's request and answer with
 * their headers (a player's bearer token among them), nested causes, options. Installed once per
 * server process (instrumentation.ts), this turns every console line that is not already one of
 * ours into one JSON line through the logger's own formatting: errors reduced to name, message,
 * code, status and digest, credential-like text replaced. Edge-safe: it imports nothing from Node.
 */
import { formatLine, redactText, type LogLevel } from './log';

type ConsoleMethod = (...args: unknown[]) => void;

/** The console methods guarded, and the level each line is written at. */
const GUARDED = { error: 'error', warn: 'warn' } as const satisfies Record<string, LogLevel>;

/** Lines our logger already wrote (server/log.ts, server/http/serve.mjs): passed on as they are. */
function isOurLine(args: unknown[]): boolean {
  return args.length === 1 && typeof args[0] === 'string' && args[0].startsWith('{"level":');
}

/** Next's decorations: colour codes and its `⨯`/`⚠` markers. */
function plain(text: string): string {
  return text
    .replace(/\u001b\[[0-9;]*m/g, '')
    .replace(/^\s*[⨯⚠]\s*/u, '')
    .trim();
}

/** One console call as one log line: the text parts are the event, the first error its field. */
export function consoleLine(level: LogLevel, args: unknown[]): string {
  const texts = args.filter((arg): arg is string => typeof arg === 'string').map(plain);
  const error = args.find((arg) => arg instanceof Error);
  const others = args.filter((arg) => typeof arg !== 'string' && !(arg instanceof Error));
  const event = texts.filter(Boolean).join(' ') || (error ? 'server: unhandled error' : 'server');
  const fields: Record<string, unknown> = {};
  if (error !== undefined) fields.error = error;
  if (others.length > 0) fields.details = others;
  return formatLine(level, redactText(event), fields);
}

/**
 * Next reports one failure twice (its console dump and instrumentation's onRequestError), and the
 * operator needs one line, whichever comes first. The same error object is written once; a copy
 * of it (the same digest) only once within DIGEST_WINDOW_MS, so a failure that recurs on later
 * requests is written again, at most once a second.
 */
const reported = new WeakSet<object>();
const recentDigests = new Map<string, number>();
const DIGEST_WINDOW_MS = 1000;
const RECENT_DIGESTS_MAX = 500;

/** How long a render error's console line waits for the report with its path. */
const REPORT_WAIT_MS = 250;

function hasDigest(error: unknown): error is Error & { digest: string } {
  return error instanceof Error && typeof (error as { digest?: unknown }).digest === 'string';
}

/** True unless this failure has just been written. */
export function firstReportOf(error: unknown, now = Date.now()): boolean {
  if (typeof error !== 'object' || error === null) return true;
  if (reported.has(error)) return false;
  reported.add(error);
  const digest = (error as { digest?: unknown }).digest;
  if (typeof digest !== 'string') return true;
  const at = recentDigests.get(digest);
  if (at !== undefined && now - at < DIGEST_WINDOW_MS) return false;
  recentDigests.delete(digest);
  recentDigests.set(digest, now);
  if (recentDigests.size > RECENT_DIGESTS_MAX) {
    recentDigests.delete(recentDigests.keys().next().value as string);
  }
  return true;
}

const installed = new WeakSet<Console>();

/** Routes `console.error` and `console.warn` of this process through consoleLine. */
export function guardConsole(target: Console = console): void {
  if (installed.has(target)) return;
  installed.add(target);
  for (const [method, level] of Object.entries(GUARDED) as [keyof typeof GUARDED, LogLevel][]) {
    const original = target[method].bind(target) as ConsoleMethod;
    target[method] = (...args: unknown[]) => {
      if (isOurLine(args)) return original(...args);
      const error = args.find((arg) => arg instanceof Error);
      if (!hasDigest(error)) return original(consoleLine(level, args));
      // A render error: instrumentation's onRequestError reports it with its path right after;
      // this line is written only if that report does not come.
      const line = consoleLine(level, args);
      setTimeout(() => {
        if (firstReportOf(error)) original(line);
      }, REPORT_WAIT_MS).unref?.();
    };
  }
}
