import 'server-only';
import { NextRequest, NextResponse } from 'next/server';
import { BodyTooLargeError, DEFAULT_MAX_BODY_BYTES, readBodyText } from './body';

/**
 * Forms that work before (or without) JavaScript: the page's form posts to the same BFF route
 * the script calls, as `application/x-www-form-urlencoded` (or `multipart/form-data` for a
 * file), with the page's language in the action's query (`?lng=en`). The route answers the
 * script with JSON and the browser's own post with a 303 back to the page, which reads what
 * happened from the query: `done=1`, or `error=<code>` with the `field` and the `rule` it broke.
 * Only codes and field names travel back, never what the player typed.
 */

type RouteHandler<C> = (request: NextRequest, context: C) => Promise<NextResponse>;

export interface FormBack {
  /** The form's page under the language, e.g. `office/share-idea`. */
  path: string;
  /** The rule key of a field's message (`adult` for "must be 18 or older"), when the page has one. */
  ruleOf?: (message: string) => string | undefined;
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const SAFE_TOKEN = /^[A-Za-z0-9_]{1,64}$/;

function contentType(request: NextRequest): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** A form the browser posted itself: it waits for a page, not for JSON. */
export function isPageFormPost(request: NextRequest): boolean {
  return (
    FORM_TYPES.includes(contentType(request)) &&
    !(request.headers.get('accept') ?? '').includes('application/json')
  );
}

/** The language of the page the form is on, from the action's query; `en` when it says none. */
function pageLanguage(request: NextRequest): string {
  const lng = request.nextUrl.searchParams.get('lng') ?? '';
  return /^[a-z]{2}$/.test(lng) ? lng : 'en';
}

interface ErrorItem {
  code?: unknown;
  title?: unknown;
  source?: { pointer?: unknown; parameter?: unknown };
}

async function firstError(response: NextResponse): Promise<ErrorItem | undefined> {
  try {
    const body = (await response.clone().json()) as { errors?: ErrorItem[] };
    return Array.isArray(body.errors) ? body.errors[0] : undefined;
  } catch {
    return undefined;
  }
}

/** The page's address after the handler's answer, with what happened in its query. */
async function backAddress(response: NextResponse, lng: string, back: FormBack): Promise<string> {
  const query = new URLSearchParams();
  if (response.ok) {
    query.set('done', '1');
  } else {
    const item = await firstError(response);
    const code =
      typeof item?.code === 'string' && SAFE_TOKEN.test(item.code) ? item.code : 'failed';
    query.set('error', code);
    const pointer = typeof item?.source?.pointer === 'string' ? item.source.pointer : '';
    const field = pointer.split('/')[1] ?? '';
    if (SAFE_TOKEN.test(field)) {
      query.set('field', field);
      const title = typeof item?.title === 'string' ? item.title : '';
      const rule = title.startsWith(`${field}: `)
        ? back.ruleOf?.(title.slice(field.length + 2))
        : undefined;
      if (rule && SAFE_TOKEN.test(rule)) query.set('rule', rule);
    }
  }
  return `/${lng}/${back.path}?${query}`;
}

/** The handler's JSON answer as the page after a form post: 303 back, its cookies kept. */
export async function redirectBack(
  request: NextRequest,
  response: NextResponse,
  back: FormBack,
): Promise<NextResponse> {
  const redirect = new NextResponse(null, {
    status: 303,
    // A relative address: right behind any proxy, whatever host Next believes it has.
    headers: {
      location: await backAddress(response, pageLanguage(request), back),
      'cache-control': 'no-store',
    },
  });
  for (const cookie of response.headers.getSetCookie())
    redirect.headers.append('set-cookie', cookie);
  return redirect;
}

const refused = (status: number, code: string, title: string) =>
  NextResponse.json({ errors: [{ status: String(status), code, title }] }, { status });

/**
 * A JSON route (through the handler wrapper) that also takes its page's form post: the
 * urlencoded fields become the JSON body `toBody` makes of them, and the answer a 303 back to the
 * page. Everything the wrapper checks (Origin, session, the body's schema) applies unchanged.
 * Without `toBody` only the answer is turned into a page (a multipart upload the handler reads
 * itself).
 */
export function withFormPost<C>(
  handle: RouteHandler<C>,
  back: FormBack & { toBody?: (form: URLSearchParams) => unknown },
): RouteHandler<C> {
  return async (request, context) => {
    if (!isPageFormPost(request)) return handle(request, context);
    if (contentType(request) !== 'application/x-www-form-urlencoded' || !back.toBody) {
      return redirectBack(request, await handle(request, context), back);
    }
    let form: URLSearchParams;
    try {
      form = new URLSearchParams(await readBodyText(request, DEFAULT_MAX_BODY_BYTES));
    } catch (error) {
      const answer =
        error instanceof BodyTooLargeError
          ? refused(413, 'payload_too_large', error.message)
          : refused(400, 'invalid_body', 'The body could not be read');
      return redirectBack(request, answer, back);
    }
    const headers = new Headers(request.headers);
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
    const asJson = new NextRequest(request.url, {
      method: request.method,
      headers,
      body: JSON.stringify(back.toBody(form)),
      signal: request.signal,
    });
    return redirectBack(request, await handle(asJson, context), back);
  };
}
