/**
 * A stand-in for the network in unit tests: `fetch` answers from a table of BFF routes
 * (`'POST /api/auth/login'`), each a reply or a list of replies used in turn (the last repeats).
 * Only the network is faked; the client, the store and the components are the real ones.
 */
export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface FakeCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Route = FakeReply | Error | (FakeReply | Error)[] | ((call: FakeCall) => FakeReply | Error);

/** The JSON-API error body of docs/bff-api.md. */
export function bffError(
  status: number,
  code: string,
  title = code,
  extra: { pointer?: string; headers?: Record<string, string> } = {},
): FakeReply {
  return {
    status,
    headers: extra.headers,
    body: {
      errors: [
        {
          status: String(status),
          code,
          title,
          ...(extra.pointer ? { source: { pointer: extra.pointer } } : {}),
        },
      ],
    },
  };
}

export function installFakeBff(routes: Record<string, Route>) {
  const calls: FakeCall[] = [];
  const used = new Map<string, number>();

  const fake = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = String(input);
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [
        k.toLowerCase(),
        v,
      ]),
    );
    // JSON as the value it carries; a multipart form (FormData) as it is.
    const body =
      typeof init.body === 'string'
        ? (JSON.parse(init.body) as unknown)
        : init.body instanceof FormData
          ? init.body
          : null;
    const call = { method, path, headers, body };
    calls.push(call);
    if (init.signal?.aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });

    const key = `${method} ${path.split('?')[0]}`;
    const route = routes[key];
    let reply: FakeReply | Error;
    if (route === undefined) {
      reply = bffError(404, 'not_found', `no fake route for ${key}`);
    } else if (typeof route === 'function') {
      reply = route(call);
    } else if (Array.isArray(route)) {
      const index = used.get(key) ?? 0;
      used.set(key, index + 1);
      reply = route[Math.min(index, route.length - 1)] ?? {};
    } else {
      reply = route;
    }
    if (reply instanceof Error) throw reply;
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers({ 'content-type': 'application/json', ...reply.headers }),
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as unknown as Response;
  });

  const previous = globalThis.fetch;
  globalThis.fetch = fake as unknown as typeof fetch;
  return {
    calls,
    fetch: fake,
    /** The calls made to one route, e.g. `callsTo('POST /api/auth/login')`. */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path.split('?')[0]}` === key),
    restore: () => {
      globalThis.fetch = previous;
    },
  };
}
