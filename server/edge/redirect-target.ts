/**
 * Where the middleware may send a visitor. Every Location it answers is judged as a browser (and
 * any proxy on the way) reads it, after the normalisation they apply, never as it was written:
 * URL parsers drop tabs and newlines, read `\` as `/` and resolve dot segments, so `/en/..//x`,
 * `/./\x` and `/%2e%2e//x` all become `//x`, another host; and Next answers a same-origin
 * redirect with a relative Location (its path), so a path that starts with `//` leaves the site
 * too. Servers and proxies that decode `%2F`, `%5C` and `%2E` before they resolve a path make
 * `/%2F%2Fx` one more way there.
 */

/** The origin paths are resolved against: any origin does, it is compared with itself. */
const SITE = 'http://site.invalid';

/**
 * The target as a URL parser reads it (`\` is a slash before the query, data after it), or null
 * when it holds a control character.
 */
function browserForm(target: string): string | null {
  const form = target.replace(/[\t\n\r]/g, '').trim();
  if (!form || /[\u0000-\u001f\u007f]/.test(form)) return null;
  const end = form.search(/[?#]/);
  const head = end === -1 ? form : form.slice(0, end);
  return `${head.replace(/\\/g, '/')}${end === -1 ? '' : form.slice(end)}`;
}

/**
 * Whether a resolved path leads off the site: it starts with `//`, or it would once `%2F`, `%5C`
 * are read as slashes, `%2E` as a dot, and its dot segments resolved again.
 */
function leavesWhenDecoded(pathname: string): boolean {
  const read = pathname.replace(/%2f|%5c/gi, '/').replace(/%2e/gi, '.');
  try {
    const url = new URL(read, SITE);
    return url.origin !== SITE || url.pathname.startsWith('//');
  } catch {
    // `///`: a host left empty, which no parser resolves to this site either.
    return true;
  }
}

/**
 * A path of this site as a browser would go to it (dot segments resolved, the runs of slashes
 * left inside it made one, the query and fragment kept), or null when it would leave the site.
 */
export function sitePath(location: string): string | null {
  const form = browserForm(location);
  if (!form || !form.startsWith('/') || form.startsWith('//')) return null;
  const url = new URL(form, SITE);
  if (leavesWhenDecoded(url.pathname)) return null;
  return `${url.pathname.replace(/\/{2,}/g, '/')}${url.search}${url.hash}`;
}

/**
 * A redirect-service target we follow: a site path (normalised as `sitePath` does), or an
 * http(s) URL written out as one (`https://…`): an operator's rule that sends elsewhere names
 * the host. `//host`, `https:host`, other schemes and anything with a control character are
 * refused.
 */
export function safeTarget(target: string | null): string | null {
  if (!target) return null;
  const form = browserForm(target);
  if (!form) return null;
  if (form.startsWith('/')) return sitePath(form);
  if (!/^https?:\/\/[^/]/i.test(form)) return null;
  let url: URL;
  try {
    url = new URL(form);
  } catch {
    return null;
  }
  // Next makes a URL of our own origin a relative Location: its path must not start with `//`.
  return leavesWhenDecoded(url.pathname) ? null : url.toString();
}
