/** Types of forwarded.mjs (plain JavaScript that node runs without a build). */
export declare const CLIENT_IP_HEADER: 'x-client-ip';
export declare const PROXY_HEADERS: readonly string[];

export declare class TrustedProxiesError extends Error {
  constructor(entry: string);
}

export interface ProxyRange {
  bytes: number[];
  prefix: number;
}
export type TrustedProxies = readonly ProxyRange[];

export declare function addressBytes(text: string | undefined | null): number[] | null;
export declare function normaliseAddress(text: string | undefined | null): string | null;
export declare function parseTrustedProxies(text: string | undefined): TrustedProxies;
export declare function isTrustedProxy(
  trusted: TrustedProxies,
  address: string | undefined | null,
): boolean;
export declare function resolveClientAddress(input: {
  peer: string | undefined | null;
  forwardedFor?: string | string[];
  realIp?: string | string[];
  trusted: TrustedProxies;
}): string;
export declare function applyForwardedTrust(
  headers: Record<string, string | string[] | undefined>,
  peer: string | undefined | null,
  trusted: TrustedProxies,
): string;
