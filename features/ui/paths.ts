/** A site path with the language prefix; absolute https URLs pass through. */
export function withLanguage(lng: string, href: string): string {
  if (/^https?:\/\//.test(href)) return href;
  const path = href === '/' ? '' : href.startsWith('/') ? href : `/${href}`;
  return `/${lng}${path}`;
}

/** The same page in another language: the first path segment swapped. */
export function switchLanguage(pathname: string, lng: string): string {
  const [, , ...rest] = pathname.split('/');
  const tail = rest.join('/');
  return `/${lng}${tail ? `/${tail}` : ''}`;
}
