import 'server-only';
import { headers } from 'next/headers';
import { PIPELINE_HEADER } from '@/server/edge/pipeline';

/** The layout a page renders in: the middleware chose it (server/edge/platform.ts). */
export type Platform = 'desktop' | 'mobile';

export function platformOf(headerValue: string | null | undefined): Platform {
  return headerValue === 'mobile' ? 'mobile' : 'desktop';
}

export async function renderPlatform(): Promise<Platform> {
  return platformOf((await headers()).get(PIPELINE_HEADER.platform));
}
