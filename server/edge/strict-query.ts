/**
 * A query string read strictly (application/x-www-form-urlencoded, `+` a space): a pair whose
 * name or value is not valid percent-encoding of UTF-8 (`%`, `%ZZ`, a cut sequence such as
 * `%E0%A4%A`, an overlong `%C0%AF`, a surrogate `%ED%A0%80`) is left out, as if it were not there.
 * URLSearchParams reads such a pair leniently (a literal `%`, U+FFFD for the bytes it cannot
 * decode): what it answers is not what the visitor sent, and must not be kept in a cookie.
 * U+FFFD itself is refused too: it is what a lenient reader left where it could not decode, never
 * part of a tag or an id. Next's router is one: it writes the query again before the middleware
 * sees it (`?ref=%` arrives as `ref=%25`, `%E0%A4%A` as `%EF%BF%BD%25A`), so the referral step
 * also keeps no `%` it decoded out of a cookie (referral.ts).
 */
export function strictQuery(search: string): URLSearchParams {
  const query = new URLSearchParams();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const name = strictDecode(at === -1 ? pair : pair.slice(0, at));
    const value = strictDecode(at === -1 ? '' : pair.slice(at + 1));
    if (name !== null && value !== null) query.append(name, value);
  }
  return query;
}

/** One name or value of a query, or null when it cannot be decoded. */
function strictDecode(encoded: string): string | null {
  try {
    const decoded = decodeURIComponent(encoded.replaceAll('+', ' '));
    return decoded.includes('\ufffd') ? null : decoded;
  } catch {
    return null;
  }
}
