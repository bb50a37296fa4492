/**
 * fast-check arbitraries for hostile BFF requests: query strings, path parameters, bodies and
 * headers, each mixing well-formed values (so requests reach the upstream) with garbage.
 */
import fc from 'fast-check';

/** Bodies stay below this so the suite stays fast (the BFF's own limit is lower). */
export const MAX_BODY_CHARS = 200_000;

/** Strings every parser should meet at least once. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e308',
  '-0',
  'NaN',
  'Infinity',
  '99999999999999999999',
  '9007199254740993',
  '0x1F',
  'true',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '[]',
  '{}',
  '[object Object]',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%',
  '%zz',
  'é',
  'ß',
  '😀',
  '\u202e',
  '\u0000',
  '\ufeff',
  'ＡＢ',
  'en',
  'EN',
  'ru',
  'e',
  'eng',
  '1,2,3',
  ',',
  '1,,2',
  'a'.repeat(300),
] as const;

const PRINTABLE = fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c));

/** Any well-formed string: graphemes of every script, control characters, emoji. */
const unicodeString = (maxLength: number) => fc.string({ unit: 'grapheme', maxLength });

/** A long run of one character, about `max` UTF-16 units at most (never half an emoji). */
const longString = (max: number) =>
  fc
    .tuple(fc.constantFrom('a', '9', 'é', '😀', '%', ' ', '\u0000'), fc.integer({ min: 1000, max }))
    .map(([char, length]) => char.repeat(Math.ceil(length / char.length)));

/** Values of the right shape that name nothing the upstream knows (language zz, id 987654). */
const plausibleString = fc.oneof(
  fc.stringMatching(/^[a-z]{2}$/),
  fc.stringMatching(/^[1-9]\d{0,15}$/),
  fc.stringMatching(/^[1-9]\d{0,6}(,[1-9]\d{0,6}){1,60}$/),
  fc.stringMatching(/^[A-Za-z][\w-]{0,63}(,[A-Za-z][\w-]{0,63}){0,25}$/),
  fc.stringMatching(/^[A-Z]{3}$/),
  fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
);

/**
 * Percent-encodings that cannot be decoded, as a visitor's hand or a broken link leaves them: a
 * lone `%`, no hex, a cut UTF-8 sequence, an overlong form, a lone surrogate, bytes that are no
 * UTF-8, `%u` escapes; and valid ones that decode to a `%` (which a second decoding chokes on).
 */
export const MALFORMED_ESCAPES = [
  '%',
  '%%',
  '%ZZ',
  '%zz',
  'a%2',
  '%E0%A4%A',
  '%E0%A4',
  '%C0%AF',
  '%C0%80',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%F8%88%80%80%80',
  '%FF%FE',
  '%80',
  '%u00e9',
  '100%25',
  '%2525',
  '%25E0%25A4%25A',
] as const;

const malformedEscape = fc.oneof(
  fc.constantFrom(...MALFORMED_ESCAPES),
  fc
    .tuple(fc.string({ unit: PRINTABLE, maxLength: 8 }), fc.constantFrom(...MALFORMED_ESCAPES))
    .map(([text, escape]) => `${encodeURIComponent(text)}${escape}`),
);

export const hostileString = (maxLong = 20_000) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 3, arbitrary: plausibleString },
    { weight: 3, arbitrary: unicodeString(40) },
    { weight: 2, arbitrary: fc.string({ unit: PRINTABLE, maxLength: 40 }) },
    { weight: 1, arbitrary: longString(maxLong) },
  );

// ---------------------------------------------------------------------------------- query ----

/** Query parameter names the BFF's routes read, and hostile ones. */
const QUERY_NAMES = [
  'lang',
  'groups',
  'ids',
  'page',
  'pageSize',
  'id',
  'returnUrl',
  'type',
  'ids[]',
  'lang[]',
  '__proto__',
  'constructor',
  'toString',
  '',
  'a'.repeat(2000),
];

export type QueryPair = [string, string];

/** Either percent-encoded, or pasted raw (invalid escapes, `&`, `#`, `=` and all). */
const queryPart = (text: string, raw: boolean) => (raw ? text : encodeURIComponent(text));

export function queryString(seeds: readonly Record<string, string>[]): fc.Arbitrary<string> {
  const base = seeds.length
    ? fc.constantFrom(...seeds).map((seed) => Object.entries(seed) as QueryPair[])
    : fc.constant<QueryPair[]>([]);
  const name = fc.oneof(fc.constantFrom(...QUERY_NAMES), unicodeString(12));
  const edit = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        op: fc.constantFrom('set', 'add', 'delete'),
        index: fc.nat(),
        name,
        value: hostileString(),
        raw: fc.boolean(),
      }),
    },
    // A value, or a name, that cannot be decoded, sent as it is.
    {
      weight: 1,
      arbitrary: fc.record({
        op: fc.constantFrom('set', 'add'),
        index: fc.nat(),
        name: fc.oneof(fc.constantFrom(...QUERY_NAMES), malformedEscape),
        value: malformedEscape,
        raw: fc.constant(true),
      }),
    },
  );
  const garbage = fc.constantFrom(
    '',
    '&',
    '&&=',
    '=&=',
    '%',
    '%E0%A4%A',
    '%FF%FE',
    '%C0%AF',
    '%ED%A0%80',
    '&%=%',
    '#frag',
    '?x',
  );
  return fc
    .tuple(base, fc.array(edit, { maxLength: 4 }), garbage, fc.boolean())
    .map(([pairs, edits, tail, keepEmpty]) => {
      const parts = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
      for (const { op, index, name: key, value, raw } of edits) {
        const part = `${queryPart(key, raw)}=${queryPart(value, raw)}`;
        const at = parts.length ? index % parts.length : 0;
        if (op === 'add' || !parts.length) parts.push(part);
        else if (op === 'set')
          parts[at] = `${parts[at]?.split('=')[0] ?? ''}=${queryPart(value, raw)}`;
        else parts.splice(at, 1);
      }
      const query = parts.join('&') + tail;
      return query || keepEmpty ? `?${query}` : '';
    });
}

// --------------------------------------------------------------------------- path params ----

export function paramValue(seeds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    ...(seeds.length ? [{ weight: 3, arbitrary: fc.constantFrom(...seeds) }] : []),
    { weight: 2, arbitrary: fc.nat({ max: 2_000_000_000 }).map(String) },
    { weight: 4, arbitrary: hostileString(5_000) },
  );
}

// ---------------------------------------------------------------------------------- bodies ----

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Sets an own property, even `__proto__` (plain assignment would change the prototype). */
function defineKey(target: Record<string, Json>, key: string, value: Json) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', '', ' ', 'toString', '$where'];

const hostileJson: fc.Arbitrary<Json> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom<Json>(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      0.1 + 0.2,
      1e308,
      -1e308,
      5e-324,
      2 ** 53 + 1,
      -(2 ** 31),
      2 ** 32,
      [],
      {},
      [null],
      [[]],
      { '': null },
    ),
  },
  { weight: 3, arbitrary: hostileString() },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json> },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...HOSTILE_KEYS), fc.jsonValue({ maxDepth: 2 }))
      .map(([key, value]) => {
        const target: Record<string, Json> = {};
        defineKey(target, key, value as Json);
        return target;
      }),
  },
);

/** Every path inside a JSON value (the root too), so a mutation can hit any field. */
function pathsOf(value: Json, path: (string | number)[] = []): (string | number)[][] {
  const here = [path];
  if (Array.isArray(value)) return here.concat(...value.map((v, i) => pathsOf(v, [...path, i])));
  if (value && typeof value === 'object') {
    return here.concat(...Object.entries(value).map(([k, v]) => pathsOf(v, [...path, k])));
  }
  return here;
}

function mutate(
  seed: Json,
  edits: { index: number; op: 'set' | 'delete' | 'addKey'; key: string; value: Json }[],
): Json {
  let root = structuredClone(seed);
  for (const edit of edits) {
    const { index, op, key } = edit;
    // A fresh copy: generated values may share objects, and a shared one could come to hold itself.
    const value = structuredClone(edit.value);
    const paths = pathsOf(root);
    const path = paths[index % paths.length] ?? [];
    if (path.length === 0) {
      if (op === 'set') root = value;
      else if (op === 'addKey' && root && typeof root === 'object' && !Array.isArray(root)) {
        defineKey(root, key, value);
      }
      continue;
    }
    // Own properties only: `node['__proto__']` must never reach Object.prototype.
    const parent = path.slice(0, -1).reduce<Json>((node, step) => {
      if (!node || typeof node !== 'object' || !Object.hasOwn(node, step)) return null;
      return Array.isArray(node) ? (node[step as number] ?? null) : (node[step as string] ?? null);
    }, root);
    const last = path[path.length - 1] as string | number;
    if (Array.isArray(parent)) {
      if (op === 'delete') parent.splice(last as number, 1);
      else parent[last as number] = value;
    } else if (parent && typeof parent === 'object') {
      if (op === 'delete') delete parent[last as string];
      else if (op === 'addKey') defineKey(parent, key, value);
      else defineKey(parent, String(last), value);
    }
  }
  return root;
}

const deeplyNested = fc
  .tuple(fc.integer({ min: 500, max: 20_000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => {
    const close = open === '[' ? ']' : '}';
    return open.repeat(depth) + '1' + close.repeat(depth);
  });

const invalidJsonText = fc.oneof(
  fc.constantFrom(
    '{',
    '}',
    '[1,',
    '{"a":1,}',
    "{'a':1}",
    'NaN',
    'undefined',
    '\u0000',
    '\ufeff{}',
    '{"a":1}{"b":2}',
    '{"__proto__":',
    'true false',
  ),
  unicodeString(200),
);

/** A body as sent on the wire; `null` sends none at all. */
export type BodyText = string | null;

export function bodyText(seeds: readonly Json[]): fc.Arbitrary<BodyText> {
  const seeded = seeds.length ? fc.constantFrom(...seeds) : fc.constant<Json>({});
  const edit = fc.record({
    index: fc.nat(),
    op: fc.constantFrom<'set' | 'delete' | 'addKey'>('set', 'delete', 'addKey'),
    key: fc.oneof(fc.constantFrom(...HOSTILE_KEYS), unicodeString(10)),
    value: hostileJson,
  });
  const huge = fc
    .tuple(seeded, fc.integer({ min: 50_000, max: MAX_BODY_CHARS - 1_000 }))
    .map(([seed, length]) => {
      const target =
        seed && typeof seed === 'object' && !Array.isArray(seed) ? structuredClone(seed) : {};
      const firstKey = Object.keys(target)[0] ?? 'padding';
      defineKey(target, firstKey, 'x'.repeat(length));
      return JSON.stringify(target);
    });
  return fc.oneof(
    { weight: 4, arbitrary: seeded.map((seed) => JSON.stringify(seed)) },
    {
      weight: 8,
      arbitrary: fc
        .tuple(seeded, fc.array(edit, { minLength: 1, maxLength: 3 }))
        .map(([seed, edits]) => JSON.stringify(mutate(seed, edits))),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 2, arbitrary: invalidJsonText },
    { weight: 1, arbitrary: deeplyNested },
    { weight: 1, arbitrary: huge },
  );
}

// --------------------------------------------------------------------------------- headers ----

/**
 * What Node's HTTP server lets through in a header value: tab, space, visible ASCII and obs-text
 * (U+0080–U+00FF). It answers 400 to anything else before Next sees the request.
 */
const BYTE_CHAR = fc
  .integer({ min: 0x09, max: 0xff })
  .filter((c) => c === 0x09 || (c >= 0x20 && c !== 0x7f))
  .map((c) => String.fromCharCode(c));

const headerGarbage = fc.oneof(
  fc.string({ unit: BYTE_CHAR, maxLength: 80 }),
  fc.constantFrom('', ' ', 'null', 'undefined', '__proto__', 'é', '%00', '../..', '0', '-1'),
  fc.integer({ min: 513, max: 8_000 }).map((n) => 'x'.repeat(n)),
);

export const SITE = 'http://localhost:3000';

const origin = fc.oneof(
  { weight: 20, arbitrary: fc.constant(SITE) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'https://evil.example',
      'null',
      'http://localhost:3000.evil.example',
      'HTTP://LOCALHOST:3000',
      'http://localhost:3000/',
      'http://localhost',
      'file://',
    ),
  },
  { weight: 1, arbitrary: headerGarbage },
);

const contentType = fc.oneof(
  { weight: 20, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'APPLICATION/JSON',
      'text/plain',
      'text/plain; application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonx',
      'application/problem+json',
      '',
    ),
  },
  { weight: 1, arbitrary: headerGarbage },
);

const requestId = fc.oneof(
  { weight: 6, arbitrary: fc.stringMatching(/^[A-Za-z0-9._:-]{1,128}$/) },
  { weight: 1, arbitrary: headerGarbage },
);

const forwardedFor = fc.oneof(
  fc.ipV4(),
  fc.ipV6(),
  fc.constantFrom('127.0.0.1, 10.0.0.1', 'unknown', '::1', '1.1.1.1,'.repeat(200)),
  headerGarbage,
);

const forwardedHost = fc.oneof(
  fc.constantFrom('localhost:3000', 'evil.example', 'betarena.example', 'a'.repeat(300), '[::1]'),
  headerGarbage,
);

/** `arbitrary` in `percent` of the requests, else the header is not sent. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, percent: number) =>
  fc.oneof(
    { weight: 100 - percent, arbitrary: fc.constant(undefined) },
    { weight: percent, arbitrary },
  );

/** The request headers a fuzzed call carries, cookie aside. */
export function requestHeaders(options: {
  hasBody: boolean;
}): fc.Arbitrary<Record<string, string>> {
  return fc
    .record({
      origin: sometimes(origin, 85),
      'sec-fetch-site': sometimes(
        fc.constantFrom('same-origin', 'cross-site', 'none', 'same-site'),
        20,
      ),
      'content-type': sometimes(contentType, options.hasBody ? 92 : 20),
      'x-request-id': sometimes(requestId, 85),
      'x-captcha': sometimes(headerGarbage, 10),
      'x-fingerprint-token': sometimes(headerGarbage, 10),
      'x-forwarded-for': sometimes(forwardedFor, 20),
      'x-forwarded-host': sometimes(forwardedHost, 6),
      'x-forwarded-proto': sometimes(
        fc.oneof(fc.constantFrom('https', 'http', 'gopher'), headerGarbage),
        6,
      ),
      'x-real-ip': sometimes(forwardedFor, 10),
      'x-country-code': sometimes(
        fc.oneof(fc.constantFrom('ru', 'us', 'XX', '1'), headerGarbage),
        15,
      ),
      'x-middleware-subrequest': sometimes(
        fc.constantFrom(
          'middleware',
          'middleware:middleware:middleware:middleware:middleware',
          'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
        ),
        10,
      ),
      'accept-language': sometimes(headerGarbage, 15),
      'user-agent': sometimes(headerGarbage, 15),
      host: sometimes(forwardedHost, 4),
    })
    .map((record) => {
      const headers: Record<string, string> = { host: 'localhost:3000' };
      for (const [key, value] of Object.entries(record))
        if (value !== undefined) headers[key] = value;
      return headers;
    });
}

// ------------------------------------------------------------------------------ the caller ----

/** Who calls: the signed-in demo player, a visitor, or a forged or broken session cookie. */
export type Caller = 'signedIn' | 'anonymous' | 'garbageCookie' | 'tamperedCookie';

export const caller = fc.constantFrom<Caller>(
  'signedIn',
  'signedIn',
  'signedIn',
  'anonymous',
  'anonymous',
  'garbageCookie',
  'tamperedCookie',
);

/** A session cookie value that is not ours: random text, or the shape of an iron seal. */
export const cookieGarbage = fc.oneof(
  headerGarbage.map((v) => v.replace(/[;,\s]/g, '')),
  malformedEscape.map((v) => v.replace(/[;,\s]/g, '')),
  fc
    .tuple(
      fc.constantFrom('Fe26.2', 'Fe26.1', 'x', ''),
      fc.array(fc.stringMatching(/^[A-Za-z0-9_-]{0,24}$/), { minLength: 0, maxLength: 9 }),
      fc.constantFrom('', '~2', '~1', '~x'),
    )
    .map(([prefix, parts, version]) => [prefix, ...parts].join('*') + version),
);
/**
 * Cookies besides the session: odd ones, and those the site reads (language, consent, theme,
 * preferences, referral) holding a value that cannot be decoded.
 */
export const extraCookies = fc.array(
  fc.oneof(
    fc.constantFrom('geo_off=1', 'lng=zz', 'sb-session=x', '__proto__=1', 'a=%ZZ', '=', ';;'),
    fc
      .tuple(
        fc.constantFrom(
          ...['lng', 'geo_off', 'block_reason', 'maintenance', 'cookies_agree', 'theme', 'prefs'],
          ...['right_section', 'age_confirmed', 'refererid', 'postback_watcher', 'a'],
        ),
        malformedEscape,
      )
      .map(([name, value]) => `${name}=${value.replace(/[;,\s]/g, '')}`),
  ),
  { maxLength: 3 },
);
