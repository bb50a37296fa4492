/**
 * The sandbox's own credentials: scrypt password hashes, HS256 JWTs, random keys and codes. Only
 * node:crypto; nothing here touches the database.
 */
import {
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  scrypt,
  scryptSync,
  timingSafeEqual,
} from 'node:crypto';
import { z } from 'zod';

const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 32, saltBytes: 16 } as const;
const HASH_PREFIX = 'scrypt';

function scryptAsync(password: string, salt: Buffer, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function formatHash(salt: Buffer, key: Buffer): string {
  return [
    HASH_PREFIX,
    SCRYPT.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** `scrypt$N$r$p$salt$key`: the cost parameters travel with the hash. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SCRYPT.saltBytes);
  const key = scryptSync(password, salt, SCRYPT.keyLength, {
    N: SCRYPT.N,
    r: SCRYPT.r,
    p: SCRYPT.p,
  });
  return formatHash(salt, key);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SCRYPT.saltBytes);
  return formatHash(salt, await scryptAsync(password, salt, SCRYPT.keyLength));
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const [prefix, N, r, p, salt, key] = stored.split('$');
  if (prefix !== HASH_PREFIX || salt === undefined || key === undefined) return undefined;
  return {
    N: Number(N),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
}

let decoyHash: string | undefined;

/**
 * Whether `password` matches `stored`. Without a stored hash (unknown user, social-only user) a
 * decoy hash is checked all the same, so the answer takes as long as for a wrong password.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  decoyHash ??= hashPasswordSync(randomBytes(16).toString('hex'));
  const parsed = parseHash(stored ?? decoyHash);
  if (parsed === undefined) return false;
  const key = await new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password,
      parsed.salt,
      parsed.key.length,
      { N: parsed.N, r: parsed.r, p: parsed.p },
      (error, derived) => (error ? reject(error) : resolve(derived)),
    );
  });
  return stored !== null && timingSafeEqual(key, parsed.key);
}

/** A URL-safe random secret (refresh keys, two-step and one-tap tokens, captcha keys). */
export function randomKey(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** `length` random decimal digits, leading zeros kept. */
export function randomDigits(length = 6): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Letters and digits without the look-alikes (0/O, 1/l/I), for credentials a player copies. */
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A 12-character password with at least one letter and one digit (passwordSchema). */
export function generatePassword(length = 12): string {
  for (;;) {
    let password = '';
    for (let index = 0; index < length; index += 1) {
      password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
    }
    if (/[A-Za-z]/.test(password) && /\d/.test(password)) return password;
  }
}

/**
 * The JWT claims: `sub` user id (a string, as RFC 7519 wants), `iat`/`exp` in seconds, `jti` the
 * token's serial number and `sid` the login (refresh key) it belongs to.
 */
export const tokenClaimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  iat: z.number().int(),
  exp: z.number().int(),
  jti: z.string().regex(/^\d+$/),
  sid: z.number().int().positive(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

const JWT_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function signature(signingInput: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(signingInput).digest();
}

export function signToken(claims: TokenClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signingInput = `${JWT_HEADER}.${payload}`;
  return `${signingInput}.${signature(signingInput, secret).toString('base64url')}`;
}

/** The claims of a token this sandbox signed; undefined for anything else. Times are not checked. */
export function readToken(token: string, secret: string): TokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, given] = parts as [string, string, string];
  if (header !== JWT_HEADER) return undefined;
  const expected = signature(`${header}.${payload}`, secret);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  try {
    const result = tokenClaimsSchema.safeParse(
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    );
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}
