import type { NextRequest } from 'next/server';
import { documentFileAnswer, IMMUTABLE, invalidLanguage } from '@/server/bff/document-file-answers';
import { clientTextsFile } from '@/server/i18n/client-texts';

export const dynamic = 'force-dynamic';

// GET /api/texts/{lng}?v={version} – the texts every page's client parts read (issue 26), loaded
// once by the browser. The version the document names is the texts' content: that address is
// cached for a year; any other version gets today's texts, revalidated each time. Public and
// cookie-free, so outside the session wrapper (as the pictures are, server/bff/picture.ts).
export async function GET(request: NextRequest, { params }: { params: Promise<{ lng: string }> }) {
  const { lng } = await params;
  const invalid = invalidLanguage(lng);
  if (invalid) return invalid;
  const file = await clientTextsFile(lng);
  const current = `/api/texts/${lng}?v=${request.nextUrl.searchParams.get('v') ?? ''}` === file.src;
  return documentFileAnswer(file.json, current ? IMMUTABLE : 'public, no-cache');
}
