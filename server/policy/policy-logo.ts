import 'server-only';
import type { KyInstance } from 'ky';
import { toUpstreamError } from '@/server/upstream/client';
import { UPSTREAM_ERROR, UpstreamError } from '@/server/upstream/errors';

/** The image types the BFF passes on; anything else is not an image we show. */
export const POLICY_LOGO_TYPES = ['image/gif', 'image/png', 'image/webp', 'image/svg+xml'] as const;
/** A badge is a few KB; an answer above this is refused rather than relayed. */
export const POLICY_LOGO_MAX_BYTES = 256 * 1024;

export interface PolicyLogo {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

function badLogo(message: string): UpstreamError {
  return new UpstreamError(UPSTREAM_ERROR.badAnswer, `policy logo: ${message}`, 502);
}

/** The body, or null once it passes `max` bytes (the rest is not read). */
async function readAtMost(
  response: Response,
  max: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel();
        return null;
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * spec 01 §7 "A policy logo image is requested from /web-api/policy/logo.agif"
 * (docs/upstream-contract.md "Policy logo"): the image and its type, checked to be a small image.
 */
export async function fetchPolicyLogo(upstream: KyInstance): Promise<PolicyLogo> {
  let response: Response;
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    response = await upstream.get('web-api/policy/logo.agif', { headers: { accept: 'image/*' } });
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > POLICY_LOGO_MAX_BYTES) {
      await response.body?.cancel();
      throw badLogo(`${declared} bytes is too large`);
    }
    bytes = await readAtMost(response, POLICY_LOGO_MAX_BYTES);
  } catch (error) {
    throw await toUpstreamError(error, 'policy logo');
  }
  if (bytes === null) throw badLogo('too large');
  const contentType = (response.headers.get('content-type') ?? '').trim();
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(POLICY_LOGO_TYPES as readonly string[]).includes(mediaType) || contentType.length > 100) {
    throw badLogo(`not an image we show (${mediaType || 'no type'})`);
  }
  return { bytes, contentType };
}
