import 'server-only';
import ky, { HTTPError, TimeoutError } from 'ky';
import type { z } from 'zod';
import {
  upstreamBaseUrl,
  upstreamHeaders,
  type UpstreamIdentity,
} from '@/server/edge/upstream-headers';
import { UPSTREAM_ERROR, UpstreamError } from './errors';

/** Every upstream call has an explicit budget; one attempt never waits longer than this. */
export const UPSTREAM_TIMEOUT_MS = 5000;

/**
 * The one upstream client (ARCHITECTURE §5). Retries are the caller's policy (spec 01 §9), so
 * ky's own retry is off and a POST is never repeated behind the caller's back.
 */
export function upstreamClient(identity: UpstreamIdentity, extraHeaders?: Record<string, string>) {
  return ky.create({
    prefixUrl: upstreamBaseUrl(),
    timeout: UPSTREAM_TIMEOUT_MS,
    retry: 0,
    headers: { ...upstreamHeaders(identity), ...extraHeaders },
    cache: 'no-store',
  });
}

export type UpstreamClient = ReturnType<typeof upstreamClient>;

/** Runs a request, parses the JSON answer with schema and maps every failure to UpstreamError. */
export async function requestJson<S extends z.ZodType>(
  send: () => Promise<Response>,
  schema: S,
  what: string,
): Promise<z.infer<S>> {
  let body: unknown;
  try {
    const response = await send();
    body = await response.json();
  } catch (error) {
    throw toUpstreamError(error, what);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new UpstreamError(UPSTREAM_ERROR.badAnswer, `${what}: unexpected answer shape`, 502, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

export function toUpstreamError(error: unknown, what: string): UpstreamError {
  if (error instanceof UpstreamError) return error;
  if (error instanceof HTTPError) {
    return new UpstreamError(
      UPSTREAM_ERROR.http,
      `${what}: upstream answered ${error.response.status}`,
      error.response.status,
      { cause: error },
    );
  }
  if (error instanceof TimeoutError) {
    return new UpstreamError(UPSTREAM_ERROR.timeout, `${what}: timed out`, 504, { cause: error });
  }
  if (error instanceof Error && error.name === 'AbortError') {
    return new UpstreamError(UPSTREAM_ERROR.close, `${what}: cancelled`, 499, { cause: error });
  }
  if (error instanceof SyntaxError) {
    return new UpstreamError(UPSTREAM_ERROR.badAnswer, `${what}: answer is not JSON`, 502, {
      cause: error,
    });
  }
  return new UpstreamError(UPSTREAM_ERROR.network, `${what}: network error`, 502, { cause: error });
}
