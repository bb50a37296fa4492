import 'server-only';

/**
 * Request bodies are read with a ceiling: above it the request is refused with 413 before the
 * rest is read. A declared Content-Length above it is refused at once; a body without one (or
 * with a wrong one) is counted as it streams in and the stream cancelled past the ceiling, so a
 * client cannot make the process hold more than this per request. Every BFF body is a small
 * JSON document; a route that needs more says so (`maxBodyBytes` in its handler spec).
 */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The request body is larger than ${Math.floor(maxBytes / 1024)} KB`);
    this.name = 'BodyTooLargeError';
  }
}

/** Whether the declared Content-Length alone is over the ceiling. */
export function declaresTooLarge(headers: Headers, maxBytes: number): boolean {
  const declared = headers.get('content-length');
  return declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes;
}

/** The body as text, read up to `maxBytes`; throws BodyTooLargeError past it. */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, maxBytes));
}

/** The body's bytes, read up to `maxBytes`; throws BodyTooLargeError past it. */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  if (declaresTooLarge(request.headers, maxBytes)) throw new BodyTooLargeError(maxBytes);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
