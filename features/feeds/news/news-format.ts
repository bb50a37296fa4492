/** A publication or kick-off time as every visitor and the server see it: UTC, the page's language. */
export function dateTimeOf(lng: string, iso: string): string {
  return new Intl.DateTimeFormat(lng, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

export function newsListPath(lng: string, page = 1): string {
  return page > 1 ? `/${lng}/news?page=${page}` : `/${lng}/news`;
}

export function newsArticlePath(lng: string, slug: string): string {
  return `/${lng}/news/${slug}`;
}
