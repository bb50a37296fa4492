/**
 * The headers every upstream request carries (spec 01 §7 "Every HTTP request carries headers for
 * request origin, app name, bearer auth token and fingerprint token"). Edge-safe: the middleware's
 * light calls and the server's ky client both build headers here.
 */
export const APP_NAME = 'sportsbook-web';

/** spec 01 §7 config load: "A country-code header is defaulted to ru when absent". */
export const DEFAULT_COUNTRY_CODE = 'ru';

export const UPSTREAM_HEADER = {
  requestOrigin: 'x-request-origin',
  appName: 'x-app-name',
  authorization: 'authorization',
  fingerprint: 'x-fingerprint-token',
  countryCode: 'x-country-code',
} as const;

export interface UpstreamIdentity {
  /** The site origin the player asked, e.g. https://betarena.example. */
  origin: string;
  token?: string | null;
  fingerprint?: string | null;
}

export function upstreamHeaders(identity: UpstreamIdentity): Record<string, string> {
  const headers: Record<string, string> = {
    [UPSTREAM_HEADER.requestOrigin]: identity.origin,
    [UPSTREAM_HEADER.appName]: APP_NAME,
  };
  if (identity.token) headers[UPSTREAM_HEADER.authorization] = `Bearer ${identity.token}`;
  if (identity.fingerprint) headers[UPSTREAM_HEADER.fingerprint] = identity.fingerprint;
  return headers;
}

/** The upstream base URL; the embedded sandbox's address when UPSTREAM_URL is unset. */
export function upstreamBaseUrl(): string {
  return (process.env.UPSTREAM_URL ?? 'http://127.0.0.1:4010').replace(/\/+$/, '');
}

/**
 * How long the site config is reused before it is read again, in ms (env SITE_CONFIG_TTL_S,
 * default 30 s). Short enough that an operator's change shows within a minute.
 */
export function siteConfigTtlMs(): number {
  const seconds = Number(process.env.SITE_CONFIG_TTL_S ?? 30);
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : 30) * 1000;
}

/** Who asked, as the upstream calls carry it: the site origin and the visitor's country. */
export interface RequestIdentity {
  origin: string;
  countryCode: string;
}

/** A Host value: a DNS name or IPv4 address, or a bracketed IPv6 address, and an optional port. */
const HOST_VALUE =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/;

/** The first value of a header a proxy chain may have written as a list ("a, b"). */
function firstOf(value: string | null): string | undefined {
  return value?.split(',')[0]?.trim().toLowerCase() || undefined;
}

/**
 * The caller's origin and country, from the incoming request's headers. X-Forwarded-Host,
 * X-Forwarded-Proto and the country header are read as the production server left them
 * (server/http/serve.mjs): it deletes them unless a trusted proxy (TRUSTED_PROXIES) sent them,
 * and Next then fills the forwarded ones from Host and the connection. A value that is not a host
 * or a protocol is ignored rather than sent upstream.
 */
export function identityFromHeaders(h: Headers): RequestIdentity {
  const host =
    [firstOf(h.get('x-forwarded-host')), firstOf(h.get('host'))].find(
      (value) => value !== undefined && value.length <= 253 && HOST_VALUE.test(value),
    ) ?? 'localhost';
  const forwardedProto = firstOf(h.get('x-forwarded-proto'));
  const proto =
    forwardedProto === 'http' || forwardedProto === 'https'
      ? forwardedProto
      : host.startsWith('localhost')
        ? 'http'
        : 'https';
  const country = h.get(UPSTREAM_HEADER.countryCode)?.trim().toLowerCase();
  return {
    origin: `${proto}://${host}`,
    countryCode: country && /^[a-z]{2}$/.test(country) ? country : DEFAULT_COUNTRY_CODE,
  };
}
