/**
 * Which request headers about the client the site may believe. X-Forwarded-*, X-Real-IP and the
 * country header are facts only a proxy of ours can state; from anybody else they are whatever
 * the client typed, and they decide the request origin and country sent upstream (and cached
 * with it) and the address rate limits count. So they are kept only when the TCP peer is a
 * configured proxy (TRUSTED_PROXIES: comma-separated IPv4/IPv6 addresses and CIDR ranges; empty
 * trusts nobody) and deleted otherwise, and `x-client-ip` is always set here, over anything the
 * client sent: the right-most X-Forwarded-For hop that is not a trusted proxy, or the peer.
 *
 * Plain JavaScript with no dependencies: node runs it in the production server (serve.mjs) and
 * Jest loads it for the tests; the types are in forwarded.d.mts.
 */

/** The header our server sets to the resolved client address; handlers read only this one. */
export const CLIENT_IP_HEADER = 'x-client-ip';

/** Client facts a proxy states (the country header is the CDN's geo lookup, spec 01 §7). */
export const PROXY_HEADERS = Object.freeze([
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'x-country-code',
]);

/** Why a TRUSTED_PROXIES entry was refused: the server does not start with a list it misreads. */
export class TrustedProxiesError extends Error {
  /** @param {string} entry */
  constructor(entry) {
    super(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    this.name = 'TrustedProxiesError';
  }
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** @param {string} text @returns {number[] | null} */
function ipv4Bytes(text) {
  return IPV4.test(text) ? text.split('.').map(Number) : null;
}

/** @param {string} text @returns {number[] | null} */
function ipv6Bytes(text) {
  if (!/^[0-9a-f:.]+$/.test(text) || text.length > 45) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  /** @param {string} part @returns {number[] | null} */
  const groups = (part) => {
    if (part === '') return [];
    const out = [];
    const pieces = part.split(':');
    for (let i = 0; i < pieces.length; i += 1) {
      const piece = pieces[i] ?? '';
      if (i === pieces.length - 1 && piece.includes('.')) {
        const v4 = ipv4Bytes(piece);
        if (!v4) return null;
        out.push(((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0));
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) {
        out.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return out;
  };
  const head = groups(halves[0] ?? '');
  const tail = halves.length === 2 ? groups(halves[1] ?? '') : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const words = [...head, ...new Array(missing).fill(0), ...tail];
  return words.flatMap((word) => [word >> 8, word & 0xff]);
}

/** `::ffff:a.b.c.d` (an IPv4 client on a dual-stack socket) is the IPv4 address. */
function unmapped(/** @type {number[]} */ bytes) {
  const mapped =
    bytes.length === 16 &&
    bytes.slice(0, 10).every((b) => b === 0) &&
    bytes[10] === 0xff &&
    bytes[11] === 0xff;
  return mapped ? bytes.slice(12) : bytes;
}

/**
 * An address as written in a socket or a header: `1.2.3.4`, `1.2.3.4:5678`, `::1`,
 * `[::1]:443`, `fe80::1%eth0`, `::ffff:10.0.0.1`. Its bytes (4 for IPv4, 16 for IPv6, mapped
 * forms as IPv4), or null when it is not an address.
 * @param {string | undefined | null} text
 * @returns {number[] | null}
 */
export function addressBytes(text) {
  if (typeof text !== 'string') return null;
  let value = text.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) value = bracketed[1] ?? '';
  else if (/^[\d.]+:\d{1,5}$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.replace(/%[\w.-]+$/, '');
  const bytes = ipv4Bytes(value) ?? ipv6Bytes(value);
  return bytes ? unmapped(bytes) : null;
}

/**
 * The canonical text of an address (IPv4 dotted, IPv6 as eight lowercase groups), or null.
 * @param {string | undefined | null} text
 * @returns {string | null}
 */
export function normaliseAddress(text) {
  const bytes = addressBytes(text);
  if (!bytes) return null;
  if (bytes.length === 4) return bytes.join('.');
  const words = [];
  for (let i = 0; i < 16; i += 2)
    words.push((((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0)).toString(16));
  return words.join(':');
}

/**
 * @typedef {{ bytes: number[], prefix: number }} ProxyRange
 * @typedef {readonly ProxyRange[]} TrustedProxies
 */

/**
 * Reads TRUSTED_PROXIES. Throws TrustedProxiesError on an entry it cannot read.
 * @param {string | undefined} text
 * @returns {TrustedProxies}
 */
export function parseTrustedProxies(text) {
  /** @type {ProxyRange[]} */
  const ranges = [];
  for (const raw of (text ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const [address = '', prefixText, extra] = entry.split('/');
    if (extra !== undefined) throw new TrustedProxiesError(entry);
    const written = addressBytes(address);
    if (!written || address.includes('[')) throw new TrustedProxiesError(entry);
    const v6Written = address.includes(':');
    const max = v6Written ? 128 : 32;
    if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) {
      throw new TrustedProxiesError(entry);
    }
    let prefix = prefixText === undefined ? max : Number(prefixText);
    if (prefix > max) throw new TrustedProxiesError(entry);
    // A mapped range (::ffff:10.0.0.0/104) covers the IPv4 addresses it maps.
    if (v6Written && written.length === 4) {
      if (prefix < 96) throw new TrustedProxiesError(entry);
      prefix -= 96;
    }
    ranges.push({ bytes: written, prefix });
  }
  return ranges;
}

/**
 * @param {TrustedProxies} trusted
 * @param {string | undefined | null} address
 */
export function isTrustedProxy(trusted, address) {
  const bytes = addressBytes(address);
  if (!bytes) return false;
  return trusted.some((range) => {
    if (range.bytes.length !== bytes.length) return false;
    let bits = range.prefix;
    for (let i = 0; bits > 0; i += 1, bits -= 8) {
      const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
      if (((range.bytes[i] ?? 0) & mask) !== ((bytes[i] ?? 0) & mask)) return false;
    }
    return true;
  });
}

/** @param {string | string[] | undefined} value @returns {string | undefined} */
function joined(value) {
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * The client's address. From an untrusted peer, the peer itself. From a trusted proxy, the
 * X-Forwarded-For hops are walked from the right (each proxy appends the address it saw), past
 * every trusted proxy: the first hop that is not one is the client. Hops left of it are what the
 * client claims and are never believed. A hop that is not an address stops the walk at the last
 * address a trusted proxy vouched for.
 * @param {{ peer: string | undefined | null, forwardedFor?: string | string[], realIp?: string | string[], trusted: TrustedProxies }} input
 * @returns {string}
 */
export function resolveClientAddress({ peer, forwardedFor, realIp, trusted }) {
  const peerAddress = normaliseAddress(peer) ?? 'unknown';
  if (!isTrustedProxy(trusted, peer)) return peerAddress;
  const hops = (joined(forwardedFor) ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (hops.length === 0) return normaliseAddress(joined(realIp)) ?? peerAddress;
  let nearest = peerAddress;
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = normaliseAddress(hops[i]);
    if (!hop) return nearest;
    if (!isTrustedProxy(trusted, hop)) return hop;
    nearest = hop;
  }
  return nearest;
}

/**
 * Applies the trust rule to a Node request's headers object (lowercase names), in place: the
 * proxy headers stay only when the peer is a trusted proxy, and `x-client-ip` is set. Returns
 * the client address.
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {string | undefined | null} peer
 * @param {TrustedProxies} trusted
 * @returns {string}
 */
export function applyForwardedTrust(headers, peer, trusted) {
  const client = resolveClientAddress({
    peer,
    forwardedFor: headers['x-forwarded-for'],
    realIp: headers['x-real-ip'],
    trusted,
  });
  if (!isTrustedProxy(trusted, peer)) {
    for (const name of PROXY_HEADERS) delete headers[name];
  }
  headers[CLIENT_IP_HEADER] = client;
  return client;
}
