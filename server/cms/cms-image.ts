/** The site's address of a CMS picture (`/cms-api/images/…` → `/api/cms/images/…`). */
export function cmsImageHref(upstreamPath: string): string {
  return upstreamPath.replace(/^\/cms-api\/images\//, '/api/cms/images/');
}
