/**
 * A cookie the server reads for the first paint (theme, right column, the age acknowledgement,
 * the new-site notice), written from the browser, and the one way the browser writes a cookie:
 * whole site, SameSite=Lax, and Secure whenever the page came over HTTPS. The value is
 * URI-encoded, as the server's cookie reader decodes it. Written by hand: a cookie library would
 * add itself to every page's first-load scripts for this one line.
 */
export function setPreferenceCookie(name: string, value: string, maxAgeS?: number): void {
  const attributes = [
    `${name}=${encodeURIComponent(value)}`,
    ...(maxAgeS === undefined ? [] : [`Max-Age=${Math.floor(maxAgeS)}`]),
    'Path=/',
    'SameSite=Lax',
    ...(window.location.protocol === 'https:' ? ['Secure'] : []),
  ];
  document.cookie = attributes.join('; ');
}
