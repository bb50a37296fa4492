import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { apiError } from '@/server/bff/handler';
import { REQUEST_ID_HEADER, requestIdSchema } from '@/server/upstream/schemas/coupon';
import { IDEMPOTENT_REPLAY_HEADER, type PlaceResult } from './betting-api';

/** Balances, coupons and odds are the player's and change by the second: never cached. */
export function noStore(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return NextResponse.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/** The `x-request-id` of a placing call, or the 400 that names the header. */
export function requestIdOf(request: Request): { requestId: string } | { refusal: NextResponse } {
  const parsed = requestIdSchema.safeParse(request.headers.get(REQUEST_ID_HEADER) ?? '');
  if (parsed.success) return { requestId: parsed.data };
  return {
    refusal: noStore(
      {
        errors: [
          {
            status: '400',
            code: 'invalid',
            title: `${REQUEST_ID_HEADER}: ${parsed.error.issues[0]?.message ?? 'required'}`,
            source: { header: REQUEST_ID_HEADER },
          },
        ],
      },
      400,
    ),
  };
}

/**
 * The answer to a placing call: the coupon (or the many singles' results) with the upstream's
 * status, a replay marked as such; a refusal keeps the upstream's status and its coded errors
 * with `meta` (the coupon shows its message from code + meta and offers a changed coef).
 */
export function placeAnswer(result: PlaceResult): NextResponse {
  if (result.kind === 'refused') return noStore({ errors: result.errors }, result.status);
  return noStore(
    { data: result.data },
    result.status,
    result.replay ? { [IDEMPOTENT_REPLAY_HEADER]: 'true' } : {},
  );
}

/** A path parameter that must be a positive integer (`/api/coupons/[id]`). */
export const idParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, 'a positive integer')
  .transform(Number);

export function invalidParam(name: string, message: string): NextResponse {
  return apiError(400, [
    { code: 'invalid', title: `${name}: ${message}`, source: { parameter: name } },
  ]);
}
