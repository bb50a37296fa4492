import 'server-only';
import { NextResponse } from 'next/server';
import { apiError } from '@/server/bff/handler';

/**
 * The answers of the addresses of the files a document names (app/api/texts, app/api/shell;
 * server/shared/document-files.ts): public and cookie-free, outside the session wrapper.
 */

/** The version the document named: the same address holds the same content for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A language as the files' addresses take it. */
const FILE_LANGUAGE = /^[a-z]{2}$/;

/** A file's JSON with its caching. */
export function documentFileAnswer(json: string, cacheControl: string): NextResponse {
  return new NextResponse(json, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': cacheControl,
      'x-content-type-options': 'nosniff',
    },
  });
}

/** 400 for a language that is not two lowercase letters; null for one that is. */
export function invalidLanguage(lng: string): NextResponse | null {
  if (FILE_LANGUAGE.test(lng)) return null;
  return apiError(400, [
    { code: 'invalid', title: 'lng: a two-letter language', source: { parameter: 'lng' } },
  ]);
}
