import { apiError } from '@/server/bff/handler';

export const dynamic = 'force-dynamic';

// Any /api path no handler serves: a JSON-API 404 with the API's headers, never the site's HTML
// not-found page (a caller of the BFF reads JSON; a browser gets nothing to render or frame).
function notFound() {
  return apiError(404, [{ code: 'not_found', title: 'There is no such API endpoint' }]);
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
