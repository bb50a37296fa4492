import { setCookie } from 'cookies-next/client';

/**
 * A preference the server reads for the first paint (theme, right column), written from the
 * browser: whole site, SameSite=Lax, and Secure whenever the page came over HTTPS.
 */
export function setPreferenceCookie(name: string, value: string, maxAgeS?: number): void {
  setCookie(name, value, {
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
    ...(maxAgeS === undefined ? {} : { maxAge: maxAgeS }),
  });
}
