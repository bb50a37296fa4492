/**
 * The page to return to after sign-in or registration (spec 01 §4 Login state change): a path on
 * this site only. Anything that could leave it — an absolute URL, a protocol-relative `//host`,
 * a backslash that browsers read as a slash, an encoded form of those, control characters — is
 * refused and the language root is used instead.
 */
export function safeReturnUrl(input: string | null | undefined, lng: string): string {
  const path = safeSitePath(input, lng);
  // Never back to a sign-in or registration page (a loop).
  return /^\/[a-z]{2}\/(user\/login|registration)(\/|$|\?|#)/.test(path) ? `/${lng}` : path;
}

/** A path of a page of this site in a language, or the language root. */
export function safeSitePath(input: string | null | undefined, lng: string): string {
  const fallback = `/${lng}`;
  if (!input || input.length > 2048) return fallback;
  let decoded = input;
  // Undo nested encodings (%252F…) a few levels deep, then judge the result.
  for (let i = 0; i < 3; i += 1) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return fallback;
    }
  }
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return fallback;
  if (!decoded.startsWith('/') || decoded.startsWith('//')) return fallback;
  // The path must stay on this origin once a browser resolves it.
  const resolved = new URL(decoded, 'https://same.origin');
  if (resolved.origin !== 'https://same.origin') return fallback;
  // A page of the site in a language, never an API.
  if (!/^\/[a-z]{2}(\/|$)/.test(resolved.pathname)) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
