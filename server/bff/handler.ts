import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { UPSTREAM_ERROR, UpstreamError } from '@/server/upstream/errors';

/**
 * The one wrapper every app/api handler goes through (ARCHITECTURE §4): it validates the query
 * (and later the body and session), runs the handler and maps every failure to a JSON-API error
 * body `{ errors: [{ status, code, title, detail?, source? }] }` that names the bad field and
 * never leaks internals.
 */
export interface ApiErrorItem {
  status: string;
  code: string;
  title: string;
  detail?: string;
  source?: { parameter?: string; pointer?: string };
}

export function apiError(status: number, items: Omit<ApiErrorItem, 'status'>[]): NextResponse {
  return NextResponse.json(
    { errors: items.map((item) => ({ status: String(status), ...item })) },
    { status, headers: { 'cache-control': 'no-store' } },
  );
}

function validationErrors(error: z.ZodError, where: 'parameter' | 'pointer') {
  return error.issues.map((issue) => {
    const path = issue.path.map(String);
    return {
      code: 'invalid',
      title: `${path.join('.') || 'request'}: ${issue.message}`,
      source:
        where === 'parameter' ? { parameter: path.join('.') } : { pointer: `/${path.join('/')}` },
    };
  });
}

/** Upstream failures as the caller sees them: the status class, never the upstream's text. */
function upstreamFailure(error: UpstreamError): NextResponse {
  switch (error.code) {
    case UPSTREAM_ERROR.noSiteConfig:
      return apiError(503, [
        { code: 'no_site_config', title: 'The site configuration is unavailable' },
      ]);
    case UPSTREAM_ERROR.timeout:
      return apiError(504, [
        { code: 'upstream_timeout', title: 'The service did not answer in time' },
      ]);
    case UPSTREAM_ERROR.close:
      return apiError(499, [{ code: 'close', title: 'The request was cancelled' }]);
    case UPSTREAM_ERROR.http:
      if (error.status >= 400 && error.status < 500) {
        return apiError(error.status, [
          { code: 'upstream_refused', title: 'The service refused the request' },
        ]);
      }
      return apiError(502, [{ code: 'upstream_error', title: 'The service is unavailable' }]);
    default:
      return apiError(502, [{ code: 'upstream_error', title: 'The service is unavailable' }]);
  }
}

export interface HandlerContext<Q> {
  request: NextRequest;
  query: Q;
}

export function handler<Q extends z.ZodType = z.ZodObject<Record<string, never>>>(
  spec: { query?: Q },
  run: (context: HandlerContext<z.infer<Q>>) => Promise<unknown>,
): (request: NextRequest) => Promise<NextResponse> {
  return async (request) => {
    const schema = spec.query ?? z.object({});
    const parsed = schema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
    if (!parsed.success) return apiError(400, validationErrors(parsed.error, 'parameter'));
    try {
      const result = await run({ request, query: parsed.data as z.infer<Q> });
      return result instanceof NextResponse ? result : NextResponse.json(result);
    } catch (error) {
      if (error instanceof UpstreamError) {
        console.error(`${request.method} ${request.nextUrl.pathname}: ${error.message}`);
        return upstreamFailure(error);
      }
      console.error(`${request.method} ${request.nextUrl.pathname}: unexpected error`, error);
      return apiError(500, [{ code: 'internal', title: 'Something went wrong' }]);
    }
  };
}
