/**
 * The one logger of the server (route handlers, server components, the middleware). Edge-safe:
 * it imports nothing from Node. Every line is one JSON object, so an operator's log pipeline
 * parses it, and it never carries a secret: errors are reduced to their name, message, code and
 * status (never a request, a response, the options they were sent with, or their headers), and
 * any field or text that looks like a credential (bearer token, cookie, session seal, password,
 * code, JWT) is replaced before it is written.
 */
export type LogFields = Record<string, unknown>;

export const REDACTED = '[redacted]';

/**
 * Field names whose values are never written, whatever they hold: credentials by any spelling
 * (`token`, `twoStepToken`, `refresh_key`, `x-captcha`, `smsCode`…), the session and its id.
 */
const SECRET_FIELD =
  /authorization|cookie|passw(or)?d|secret|token|refresh[-_]?key|captcha|credential|fingerprint|^sign$|^session$|^sid$|^otp$|^pin$|(^|[-_]|sms|step|reset|verification|confirm)code$/i;

/** Fields that hold a whole request or answer (ky's errors carry them): never walked into. */
const OPAQUE_FIELD = /^(headers|request|response|options|init|body)$/i;

/** Errors of the network and the upstream, not of our code: logged without a stack. */
const OPERATIONAL_ERRORS = new Set([
  'TimeoutError',
  'AbortError',
  'CircuitOpenError',
  'UpstreamError',
  'NoSiteConfigError',
  'HTTPError',
]);

/** Credentials that can hide inside free text (an upstream's message, a URL, a stack). */
const SECRET_TEXT: readonly [RegExp, string][] = [
  [/\bBearer\s+[A-Za-z0-9._~+/=-]+/gi, `Bearer ${REDACTED}`],
  // A JWT (its header always starts `{"` → eyJ) and an iron-session seal.
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g, REDACTED],
  [/\bFe26\.2\*[^\s"',;]+/g, REDACTED],
  // `name=value`, `name: value`, `"name":"value"` for any credential-like name.
  [
    /\b([\w-]*?(?:authorization|cookie|passw(?:or)?d|secret|token|refresh_?key|captcha|sid)|(?:[\w-]*?(?:[-_]|sms|step|reset|verification|confirm))?code)(["']?\s*[:=]\s*["']?)[^\s"',;&}]+/gi,
    `$1$2${REDACTED}`,
  ],
  [/\b((?:__Host-|__Secure-)?sb-session)=[^\s;,]+/g, `$1=${REDACTED}`],
];

export function redactText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of SECRET_TEXT) out = out.replace(pattern, replacement);
  return out;
}

const STACK_LINES = 8;

/** An error as a log field: what went wrong, never the request or answer it carries. */
function describeError(error: Error, depth: number): LogFields {
  const out: LogFields = { name: error.name, message: redactText(error.message) };
  const extra = error as Error & {
    code?: unknown;
    digest?: unknown;
    status?: unknown;
    cause?: unknown;
    response?: { status?: unknown };
  };
  if (typeof extra.code === 'string' || typeof extra.code === 'number') out.code = extra.code;
  // Next's digest names the failure on the error page the player saw.
  if (typeof extra.digest === 'string') out.digest = extra.digest;
  if (typeof extra.status === 'number') out.status = extra.status;
  else if (typeof extra.response?.status === 'number') out.status = extra.response.status;
  // A failure of our own code (no upstream status) needs its stack to be found; a timeout, an
  // abort or a service left alone after failing (circuit) is the network's, and its stack says
  // nothing.
  if (out.status === undefined && error.stack && !OPERATIONAL_ERRORS.has(error.name)) {
    out.stack = redactText(error.stack.split('\n').slice(0, STACK_LINES).join('\n'));
  }
  if (extra.cause !== undefined && depth < 3) out.cause = sanitize(extra.cause, 'cause', depth + 1);
  return out;
}

function sanitize(value: unknown, key: string, depth: number): unknown {
  if (key && SECRET_FIELD.test(key)) return REDACTED;
  if (value instanceof Error) return describeError(value, depth);
  if (key && OPAQUE_FIELD.test(key) && value !== null && typeof value === 'object') {
    return REDACTED;
  }
  switch (typeof value) {
    case 'string':
      return redactText(value);
    case 'bigint':
    case 'symbol':
      return String(value);
    case 'function':
      return '[function]';
    case 'object':
      break;
    default:
      return value;
  }
  if (value === null) return null;
  if (depth >= 4) return '[object]';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof URL) return redactText(value.href);
  // Headers and request/response objects are never written, whole or in part.
  if (typeof Headers !== 'undefined' && value instanceof Headers) return REDACTED;
  if (typeof Request !== 'undefined' && value instanceof Request) return '[request]';
  if (typeof Response !== 'undefined' && value instanceof Response) return '[response]';
  if (value instanceof Map || value instanceof Set) return `[${value.constructor.name}]`;
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => sanitize(v, '', depth + 1));
  const out: LogFields = {};
  for (const [k, v] of Object.entries(value)) out[k] = sanitize(v, k, depth + 1);
  return out;
}

export type LogLevel = 'error' | 'warn' | 'info';

const RESERVED = new Set(['level', 'time', 'event']);

/** The JSON line written for an event: level, time, event, then the sanitised fields. */
export function formatLine(level: LogLevel, event: string, fields?: LogFields): string {
  const line: LogFields = { level, time: new Date().toISOString(), event: redactText(event) };
  if (fields) {
    const clean = sanitize(fields, '', 0) as LogFields;
    for (const [k, v] of Object.entries(clean)) line[RESERVED.has(k) ? `field_${k}` : k] = v;
  }
  try {
    return JSON.stringify(line);
  } catch {
    return JSON.stringify({ level, time: line.time, event: line.event, fields: '[unwritable]' });
  }
}

function write(level: LogLevel, event: string, fields?: LogFields): void {
  const line = formatLine(level, event, fields);
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
}

/**
 * `log.error('logout: upstream disconnect failed', { error })`: the event is a fixed text, the
 * fields carry the variable parts (an `error` field is reduced to name, message, code, status).
 */
export const log = {
  error: (event: string, fields?: LogFields) => write('error', event, fields),
  warn: (event: string, fields?: LogFields) => write('warn', event, fields),
  info: (event: string, fields?: LogFields) => write('info', event, fields),
};
