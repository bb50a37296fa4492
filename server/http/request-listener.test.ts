/** @jest-environment node */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { parseTrustedProxies } from './forwarded.mjs';
import { DOCUMENT_LIMITS } from '@/server/upstream/schemas/office-extra';
import {
  createRequestListener,
  LARGER_BODY_ROUTES,
  MAX_REQUEST_BODY_BYTES,
} from './request-listener.mjs';

/** What the app behind the listener saw: the headers and the body bytes it managed to read. */
interface Seen {
  headers: IncomingHttpHeaders;
  bodyBytes: number;
  /** Settles when the app's read of the body ends: 'end' (whole) or 'error'. */
  outcome: Promise<'end' | 'error'>;
}

let server: Server | undefined;

async function start(trustedProxies: string, maxBodyBytes?: number) {
  const seen: Seen[] = [];
  const listener = createRequestListener({
    trusted: parseTrustedProxies(trustedProxies),
    maxBodyBytes,
    // Reads the body the way Next does (a 'data' consumer), then answers with what it read.
    handle: (req, res) => {
      let settle: (outcome: 'end' | 'error') => void = () => undefined;
      const outcome = new Promise<'end' | 'error'>((resolve) => (settle = resolve));
      const entry: Seen = { headers: { ...req.headers }, bodyBytes: 0, outcome };
      seen.push(entry);
      req.on('data', (chunk: Buffer) => {
        entry.bodyBytes += chunk.length;
      });
      req.on('error', () => settle('error'));
      req.on('end', () => {
        settle('end');
        res.end(`read ${entry.bodyBytes}`);
      });
    },
  });
  server = createServer(listener);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, seen };
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

interface Answer {
  status: number;
  body: string;
}

/**
 * Sends a request over a plain socket (an HTTP client other test files may have patched, nock's,
 * holds bodies back) and resolves with the answer. `chunks` are written one by one, framed when
 * the request is chunked, until the server answers or all are sent; with `holdOpen` the body is
 * not finished after them: the client waits, as one still sending would.
 */
function send(
  port: number,
  options: {
    headers?: Record<string, string>;
    chunks?: Buffer[];
    method?: string;
    path?: string;
    holdOpen?: boolean;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      host: `127.0.0.1:${port}`,
      connection: 'close',
      ...options.headers,
    };
    const chunked = headers['transfer-encoding'] === 'chunked';
    const head = [
      `${options.method ?? 'POST'} ${options.path ?? '/'} HTTP/1.1`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n');
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let answered = false;
    const answer = (): Answer | null => {
      const text = received.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return null;
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end))?.[1] ?? NaN);
      const body = received.subarray(end + 4);
      if (Number.isFinite(length) && body.length < length) return null;
      return { status, body: body.toString('utf8') };
    };
    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data]);
      const done = answer();
      if (done && !answered) {
        answered = true;
        socket.destroy();
        resolve(done);
      }
    });
    socket.on('end', () => {
      if (!answered) resolve(answer() ?? { status: 0, body: received.toString('utf8') });
    });
    socket.on('error', (error) => {
      if (!answered) reject(error);
    });
    socket.write(head);
    const chunks = [...(options.chunks ?? [])];
    const writeNext = () => {
      if (answered || socket.destroyed) return;
      const chunk = chunks.shift();
      if (!chunk) {
        if (chunked && !options.holdOpen) socket.write('0\r\n\r\n');
        return;
      }
      const framed = chunked
        ? Buffer.concat([
            Buffer.from(`${chunk.length.toString(16)}\r\n`),
            chunk,
            Buffer.from('\r\n'),
          ])
        : chunk;
      if (socket.write(framed)) setImmediate(writeNext);
      else socket.once('drain', writeNext);
    };
    writeNext();
  });
}

describe('forwarded headers', () => {
  const forged = {
    'x-forwarded-for': '6.6.6.6',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    'x-real-ip': '6.6.6.6',
    'x-country-code': 'us',
    'x-client-ip': '6.6.6.6',
  };

  it('never reach the app from a peer that is not a trusted proxy', async () => {
    const { port, seen } = await start('');
    await send(port, { method: 'GET', headers: forged });
    expect(seen[0]?.headers).not.toHaveProperty('x-forwarded-for');
    expect(seen[0]?.headers).not.toHaveProperty('x-forwarded-host');
    expect(seen[0]?.headers).not.toHaveProperty('x-forwarded-proto');
    expect(seen[0]?.headers).not.toHaveProperty('x-real-ip');
    expect(seen[0]?.headers).not.toHaveProperty('x-country-code');
    expect(seen[0]?.headers['x-client-ip']).toBe('127.0.0.1');
  });

  it('pass from a trusted proxy, with the client address it forwarded', async () => {
    const { port, seen } = await start('127.0.0.0/8');
    await send(port, {
      method: 'GET',
      headers: { ...forged, 'x-forwarded-for': '6.6.6.6, 198.51.100.4' },
    });
    expect(seen[0]?.headers).toMatchObject({
      'x-forwarded-host': 'evil.example',
      'x-country-code': 'us',
      'x-client-ip': '198.51.100.4',
    });
  });
});

describe('methods', () => {
  it.each([
    ['TRACE', '/en'],
    ['TRACE', '/api/config'],
    ['PROPFIND', '/en'],
    ['MKCOL', '/api/config'],
    ['PUT', '/en/line'],
    ['DELETE', '/en'],
    ['OPTIONS', '/en'],
  ])('%s %s is a 405 naming the allowed methods, never passed to the app', async (method, path) => {
    const { port, seen } = await start('');
    const answer = await send(port, { method, path, chunks: [Buffer.from('x')] });
    expect(answer.status).toBe(405);
    expect(answer.body).toMatch(/GET, HEAD, POST/);
    expect(seen).toHaveLength(0);
  });

  it('a made-up method is refused by the HTTP parser (400) before anything runs', async () => {
    const { port, seen } = await start('');
    expect((await send(port, { method: 'FOO', path: '/api/config' })).status).toBe(400);
    expect(seen).toHaveLength(0);
  });

  it('tells an API caller why in the BFF error shape', async () => {
    const { port } = await start('');
    const answer = await send(port, { method: 'TRACE', path: '/api/auth/session' });
    expect(JSON.parse(answer.body)).toMatchObject({
      errors: [{ status: '405', code: 'method_not_allowed' }],
    });
  });

  it.each([
    ['GET', '/en'],
    ['HEAD', '/en'],
    ['POST', '/en/office'],
    ['PUT', '/api/office/settings'],
    ['PATCH', '/api/x'],
    ['DELETE', '/api/casino/favourites/1'],
    ['OPTIONS', '/api/config'],
  ])('%s %s reaches the app', async (method, path) => {
    const { port, seen } = await start('');
    await send(port, { method, path, headers: { 'content-length': '0' } });
    expect(seen).toHaveLength(1);
  });
});

describe('the 1 MB body cap', () => {
  const chunk = Buffer.alloc(64 * 1024, 1);

  it('answers 413 to a declared length above it without passing the request on', async () => {
    const { port, seen } = await start('');
    // 100 MB declared; the client sends the start of it and waits for the answer.
    const answer = await send(port, {
      headers: { 'content-length': String(100 * 1024 * 1024), 'content-type': 'text/plain' },
      chunks: [chunk, chunk],
      holdOpen: true,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).errors[0].code).toBe('payload_too_large');
    expect(seen).toEqual([]);
  });

  it('cuts a chunked body off at the cap: the app never holds more than that', async () => {
    const { port, seen } = await start('');
    // 1.25 MB of a body of unknown length, and more to come.
    const answer = await send(port, {
      headers: { 'transfer-encoding': 'chunked' },
      chunks: Array.from({ length: 20 }, () => chunk),
      holdOpen: true,
    });
    expect(answer.status).toBe(413);
    expect(seen[0]?.bodyBytes).toBeLessThanOrEqual(MAX_REQUEST_BODY_BYTES);
    // The app is told its read failed: it never takes the cut-off body for a whole one.
    await expect(seen[0]?.outcome).resolves.toBe('error');
  });

  it('lets bodies within the cap through whole, chunked or not', async () => {
    const { port } = await start('', 1000);
    const chunked = await send(port, {
      headers: { 'transfer-encoding': 'chunked' },
      chunks: [Buffer.alloc(600), Buffer.alloc(400)],
    });
    expect(chunked).toMatchObject({ status: 200, body: 'read 1000' });
    const declared = await send(port, {
      headers: { 'content-length': '1000' },
      chunks: [Buffer.alloc(1000)],
    });
    expect(declared).toMatchObject({ status: 200, body: 'read 1000' });
    const over = await send(port, {
      headers: { 'transfer-encoding': 'chunked' },
      chunks: [Buffer.alloc(600), Buffer.alloc(401)],
    });
    expect(over.status).toBe(413);
  });

  it('lets the document upload route take the larger body its form reads', async () => {
    expect(LARGER_BODY_ROUTES['/api/office/verification/documents']).toBe(
      DOCUMENT_LIMITS.maxRequestBytes,
    );
    const { port } = await start('', 1000);
    const upload = { 'content-length': '1500' };
    const accepted = await send(port, {
      path: '/api/office/verification/documents?lng=en',
      headers: upload,
      chunks: [Buffer.alloc(1500)],
    });
    expect(accepted).toMatchObject({ status: 200, body: 'read 1500' });
    // Only that path: the same body elsewhere is refused.
    const elsewhere = await send(port, {
      path: '/api/office/ideas',
      headers: upload,
      chunks: [Buffer.alloc(1500)],
      holdOpen: true,
    });
    expect(elsewhere.status).toBe(413);
  });
});
