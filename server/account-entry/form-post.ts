import 'server-only';
import { NextRequest, NextResponse } from 'next/server';
import {
  failureUrl,
  successUrl,
  type EntryAction,
  type EntryAnswer,
  type EntryInput,
} from '@/features/account-entry';
import { BodyTooLargeError, declaresTooLarge, readBodyText } from '@/server/bff/body';

/** A form of the entry pages carries a token or a code: a few hundred bytes. */
const FORM_MAX_BYTES = 8 * 1024;

/**
 * A form the browser submits itself (no JavaScript): an urlencoded body in a navigation. A call
 * of a script (JSON, `Accept: application/json`) or of another client is not one, and goes to
 * the JSON handler as it is (which refuses a body that is not JSON with 415).
 */
function isFormNavigation(request: NextRequest): boolean {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) return false;
  return (
    request.headers.get('sec-fetch-mode') === 'navigate' ||
    (request.headers.get('accept') ?? '').includes('text/html')
  );
}

function fieldsOf(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) if (!(key in fields)) fields[key] = value;
  return fields;
}

/** A relative Location: the browser resolves it against the page's own origin. */
function seeOther(location: string, cookies: string[] = []): NextResponse {
  const response = new NextResponse(null, {
    status: 303,
    headers: { location, 'cache-control': 'no-store' },
  });
  for (const cookie of cookies) response.headers.append('set-cookie', cookie);
  return response;
}

/**
 * The entry pages' forms work without JavaScript (docs/bff-api.md "Account entry"): a form posted
 * by the browser is turned into the JSON call of the same handler (the wrapper checks the origin,
 * the body, the session and the limits as for any call), and its answer into a 303 to the page,
 * with the outcome in the query (features/account-entry/outcomes.ts). Any other request is the
 * handler's as it is.
 */
export function acceptingForms(
  action: EntryAction,
  handle: (request: NextRequest) => Promise<NextResponse>,
): (request: NextRequest) => Promise<NextResponse> {
  return async (request) => {
    if (!isFormNavigation(request)) return handle(request);
    // The page's language rides in the action's query (`?lang=`), as in the script's call.
    const language = request.nextUrl.searchParams.get('lang') ?? '';
    const lng = /^[a-z]{2}$/.test(language) ? language : 'en';
    let fields: Record<string, string>;
    try {
      if (declaresTooLarge(request.headers, FORM_MAX_BYTES)) {
        throw new BodyTooLargeError(FORM_MAX_BYTES);
      }
      fields = fieldsOf(await readBodyText(request, FORM_MAX_BYTES));
    } catch {
      return seeOther(failureUrl(action, lng, {}, 'invalid'));
    }
    const input: EntryInput = fields;

    const headers = new Headers(request.headers);
    headers.set('content-type', 'application/json');
    headers.set('accept', 'application/json');
    headers.delete('content-length');
    const answer = await handle(
      new NextRequest(request.url, { method: 'POST', headers, body: JSON.stringify(fields) }),
    );
    const cookies = answer.headers.getSetCookie();
    const payload = (await answer.json().catch(() => null)) as {
      data?: EntryAnswer;
      errors?: { code?: string }[];
    } | null;
    return seeOther(
      answer.ok
        ? successUrl(action, lng, input, payload?.data ?? {})
        : failureUrl(action, lng, input, payload?.errors?.[0]?.code),
      cookies,
    );
  };
}
