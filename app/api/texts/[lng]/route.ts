import { NextResponse, type NextRequest } from 'next/server';
import { apiError } from '@/server/bff/handler';
import { clientTextsFile, TEXTS_LANGUAGE } from '@/server/i18n/client-texts';

export const dynamic = 'force-dynamic';

// GET /api/texts/{lng}?v={version} – the texts every page's client parts read (issue 26), loaded
// once by the browser. The version the document names is the texts' content: that address is
// cached for a year; any other version gets today's texts, revalidated each time. Public and
// cookie-free, so outside the session wrapper (as the pictures are, server/bff/picture.ts).
export async function GET(request: NextRequest, { params }: { params: Promise<{ lng: string }> }) {
  const { lng } = await params;
  if (!TEXTS_LANGUAGE.test(lng)) {
    return apiError(400, [
      { code: 'invalid', title: 'lng: a two-letter language', source: { parameter: 'lng' } },
    ]);
  }
  const file = await clientTextsFile(lng);
  const current = `/api/texts/${lng}?v=${request.nextUrl.searchParams.get('v') ?? ''}` === file.src;
  return new NextResponse(file.json, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': current ? 'public, max-age=31536000, immutable' : 'public, no-cache',
      'x-content-type-options': 'nosniff',
    },
  });
}
