import type { NextRequest } from 'next/server';
import { noStore } from '@/server/betting/bff-answers';
import { BodyTooLargeError, readBodyBytes } from '@/server/bff/body';
import { withFormPost } from '@/server/bff/form-post';
import { ApiError, handler } from '@/server/bff/handler';
import { documentFileName, sniffDocumentType } from '@/server/office/document-file';
import { officeExtraApi } from '@/server/office/office-extra-api';
import {
  DOCUMENT_ERRORS,
  DOCUMENT_LIMITS,
  documentErrorKey,
  documentUploadSchema,
} from '@/server/upstream/schemas/office-extra';

export const dynamic = 'force-dynamic';

const invalid = (field: string, message: string) =>
  new ApiError(400, 'invalid', `${field}: ${message}`, undefined, {
    source: { pointer: `/${field}` },
  });

/** The multipart form, read up to the route's ceiling; 415 for any other kind of body. */
async function uploadForm(request: NextRequest): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the document as multipart/form-data');
  }
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readBodyBytes(request, DOCUMENT_LIMITS.maxRequestBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      throw new ApiError(413, 'payload_too_large', error.message);
    }
    throw new ApiError(400, 'invalid_body', 'The body could not be read');
  }
  try {
    return await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new ApiError(400, 'invalid_body', 'The form could not be read');
  }
}

// POST /api/office/verification/documents?lng= – uploads a verification document (multipart:
// `type`, `file`, an image or PDF of at most 5 MB); 201 with the document, pending review. The
// page's own form (no JavaScript) gets a 303 back to office/verification instead.
export const POST = withFormPost(
  handler(
    { auth: 'required', maxBodyBytes: DOCUMENT_LIMITS.maxRequestBytes },
    async ({ request, upstream }) => {
      const form = await uploadForm(request);
      const entry = form.get('file');
      const file = entry !== null && typeof entry === 'object' ? entry : null;
      const parsed = documentUploadSchema.safeParse({
        type: form.get('type') ?? undefined,
        file: file && { name: file.name, type: file.type, size: file.size },
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw invalid(String(issue?.path[0] ?? 'file'), issue?.message ?? DOCUMENT_ERRORS.file);
      }
      if (!file) throw invalid('file', DOCUMENT_ERRORS.file);
      const bytes = new Uint8Array(await file.arrayBuffer());
      // The declared type follows the file's name; the first bytes say what it is.
      const mimeType = sniffDocumentType(bytes);
      if (!mimeType) throw invalid('file', DOCUMENT_ERRORS.fileContent);
      const document = await officeExtraApi.uploadDocument(upstream, {
        type: parsed.data.type,
        fileName:
          documentFileName(file.name, DOCUMENT_LIMITS.fileNameMax) ||
          `${parsed.data.type}.${mimeType.split('/')[1]}`,
        mimeType,
        content: Buffer.from(bytes).toString('base64'),
      });
      return noStore({ data: document }, 201);
    },
  ),
  { path: 'office/verification', ruleOf: documentErrorKey },
);
