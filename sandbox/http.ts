/**
 * The request/answer types every sandbox route shares, the JSON-API error shape and the zod
 * helpers that turn bad input into a 400 naming the field.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestContext {
  method: string;
  url: URL;
  /** Values of the `:name` segments of the matched route, already URI-decoded. */
  params: Record<string, string>;
  headers: IncomingHttpHeaders;
  rawBody: string;
}

export interface SandboxResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Sent as is, as JSON, instead of `body`: only an injected broken answer needs it. */
  text?: string;
  /** Sent as is, with the content type the headers give (a video). */
  bytes?: Uint8Array;
}

export type RouteHandler = (ctx: RequestContext) => SandboxResponse | Promise<SandboxResponse>;

/** Where a bad value came from, in the JSON-API `source` member's terms. */
export interface ErrorSource {
  pointer?: string;
  parameter?: string;
  header?: string;
}

export interface JsonApiError {
  status: string;
  /** A stable machine-readable code (`wrong_code`, `111`, …) where callers must tell errors apart. */
  code?: string;
  title: string;
  detail?: string;
  source?: ErrorSource;
  /** Values the caller needs to act on the error (a current coefficient, a limit). */
  meta?: Record<string, unknown>;
}

export interface CodedErrorOptions {
  detail?: string;
  source?: ErrorSource;
  meta?: Record<string, unknown>;
}

/** One error entry with a `code`, for answers that list several. */
export function codedError(
  status: number,
  code: string,
  title: string,
  options: CodedErrorOptions = {},
): JsonApiError {
  const error: JsonApiError = { status: String(status), code, title };
  if (options.detail !== undefined) error.detail = options.detail;
  if (options.source !== undefined) error.source = options.source;
  if (options.meta !== undefined) error.meta = options.meta;
  return error;
}

/** Thrown by a handler to answer with a JSON-API error body instead of its normal answer. */
export class SandboxHttpError extends Error {
  constructor(
    readonly status: number,
    readonly errors: JsonApiError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(errors.map((error) => error.detail ?? error.title).join('; '));
    this.name = 'SandboxHttpError';
  }

  static single(
    status: number,
    title: string,
    detail?: string,
    source?: ErrorSource,
  ): SandboxHttpError {
    const error: JsonApiError = { status: String(status), title };
    if (detail !== undefined) error.detail = detail;
    if (source !== undefined) error.source = source;
    return new SandboxHttpError(status, [error]);
  }

  /** One error that carries a `code`, e.g. `coded(400, 'wrong_code', 'Wrong code')`. */
  static coded(
    status: number,
    code: string,
    title: string,
    options: CodedErrorOptions & { headers?: Record<string, string> } = {},
  ): SandboxHttpError {
    return new SandboxHttpError(
      status,
      [codedError(status, code, title, options)],
      options.headers,
    );
  }
}

export function json(body: unknown, status = 200): SandboxResponse {
  return { status, body };
}

/** 204: done, nothing to say. */
export function noContent(): SandboxResponse {
  return { status: 204, body: undefined };
}

export function errorBody(errors: JsonApiError[]): { errors: JsonApiError[] } {
  return { errors };
}

type InputKind = 'query' | 'body' | 'header';

function sourceFor(kind: InputKind, path: readonly PropertyKey[]): ErrorSource {
  const segments = path.map(String);
  if (kind === 'body') return { pointer: `/${segments.join('/')}` };
  if (kind === 'header') return { header: segments[0] ?? '' };
  return { parameter: segments.join('.') };
}

const titles: Record<InputKind, string> = {
  query: 'Invalid query parameter',
  body: 'Invalid request body',
  header: 'Invalid header',
};

/** One JSON-API error per zod issue, each naming the field it is about. */
export function validationError(kind: InputKind, error: z.ZodError): SandboxHttpError {
  return new SandboxHttpError(
    400,
    error.issues.map((issue) => {
      const field = issue.path.length > 0 ? issue.path.map(String).join('.') : kind;
      return {
        status: '400',
        title: titles[kind],
        detail: `${field}: ${issue.message}`,
        source: sourceFor(kind, issue.path),
      };
    }),
  );
}

export function parseQuery<T extends z.ZodType>(ctx: RequestContext, schema: T): z.output<T> {
  const query: Record<string, string> = {};
  ctx.url.searchParams.forEach((value, key) => {
    query[key] = value;
  });
  const result = schema.safeParse(query);
  if (!result.success) throw validationError('query', result.error);
  return result.data;
}

/** A `:name` segment of the path, checked with its schema; 400 naming it otherwise. */
export function pathParam<T extends z.ZodType>(
  ctx: RequestContext,
  name: string,
  schema: T,
): z.output<T> {
  const result = schema.safeParse(ctx.params[name]);
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? 'invalid';
    throw SandboxHttpError.single(400, 'Invalid path parameter', `${name}: ${message}`, {
      parameter: name,
    });
  }
  return result.data;
}

/** A positive integer id as a path segment gives it. */
export const pathIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, 'a positive integer')
  .transform(Number);

export function parseBody<T extends z.ZodType>(ctx: RequestContext, schema: T): z.output<T> {
  let parsed: unknown;
  if (ctx.rawBody.trim() === '') {
    parsed = undefined;
  } else {
    try {
      parsed = JSON.parse(ctx.rawBody);
    } catch {
      throw SandboxHttpError.single(400, 'Invalid request body', 'body: not valid JSON', {
        pointer: '',
      });
    }
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw validationError('body', result.error);
  return result.data;
}

/** A header as one string: repeated headers are joined the way HTTP folds them. */
export function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The pathname of a `url` field that is either a site path with an optional query
 * (`/en/line?x=1`) or an absolute http(s) URL. Answers undefined for anything else.
 */
export function parseSiteUrl(value: string): URL | undefined {
  const isPath = value.startsWith('/') && !value.startsWith('//');
  const isAbsolute = /^https?:\/\//i.test(value);
  if (!isPath && !isAbsolute) return undefined;
  try {
    return new URL(value, 'http://site.invalid');
  } catch {
    return undefined;
  }
}

/** `/en/line/` and `/en/line` are the same page; the root stays `/`. */
export function normalisePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** A `url` field of a request body: a site path with an optional query, or an http(s) URL. */
export const siteUrlSchema = z
  .string()
  .min(1)
  .max(2048)
  .refine((value) => parseSiteUrl(value) !== undefined, 'a site path or an http(s) URL');
