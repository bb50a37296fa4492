/**
 * The two baselines of issue 13: a bare Next.js page of the project's own Next version, built
 * here in a temporary folder on the project's node_modules (a symlink: nothing is downloaded),
 * and a plain Node `http` server answering a small HTML page (the machine's limit).
 */
import { mkdtemp, rm, symlink, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runToEnd, startProcess, waitForUrl, type Started } from './processes';
import { serverNodeFlags } from '@/server/http/node-flags.mjs';

export const BARE_ITEMS = 50;

const BARE_FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'bench-bare-next', private: true }),
  'next.config.js': `module.exports = { poweredByHeader: false, eslint: { ignoreDuringBuilds: true } };\n`,
  'app/layout.js': `export const metadata = { title: 'Bare page', description: 'A list of ${BARE_ITEMS} items.' };
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  'app/page.js': `export const dynamic = 'force-dynamic';
export default async function Page() {
  const items = Array.from({ length: ${BARE_ITEMS} }, (_, i) => ({ id: i + 1, name: 'Item ' + (i + 1) }));
  return (
    <main>
      <h1>Bare page</h1>
      <ul>{items.map((item) => <li key={item.id}><a href={'/item/' + item.id}>{item.name}</a></li>)}</ul>
    </main>
  );
}
`,
};

export interface BareNext {
  dir: string;
  distDir: string;
  server: Started;
  url: string;
  cleanup(): Promise<void>;
}

/** Builds and starts the bare page (`next start`), answering at http://127.0.0.1:{port}/. */
export async function startBareNext(root: string, port: number): Promise<BareNext> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-bare-next-'));
  for (const [path, text] of Object.entries(BARE_FILES)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const next = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
  };
  delete env.NEXT_DIST_DIR;
  await runToEnd('bare Next build', process.execPath, [next, 'build'], { cwd: dir, env });
  const server = startProcess(
    'bare Next server',
    process.execPath,
    // With the production server's own Node flags, so the two compare like for like.
    [...serverNodeFlags(), next, 'start', '-p', String(port), '-H', '127.0.0.1'],
    { cwd: dir, env },
  );
  const url = `http://127.0.0.1:${port}/`;
  await waitForUrl(url, server, 60_000);
  return {
    dir,
    distDir: join(dir, '.next'),
    server,
    url,
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

const PLAIN_SERVER = `
const html = '<!doctype html><html lang="en"><head><title>Plain</title></head><body><h1>Plain</h1>' +
  Array.from({ length: ${BARE_ITEMS} }, (_, i) => '<li>Item ' + (i + 1) + '</li>').join('') + '</body></html>';
require('node:http').createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
  res.end(html);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

/** A plain Node `http` server in its own process (one core, as every server here). */
export async function startPlainHttp(
  root: string,
  port: number,
): Promise<Started & { url: string }> {
  const server = startProcess('plain http server', process.execPath, ['-e', PLAIN_SERVER], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitForUrl(url, server, 10_000);
  return Object.assign(server, { url });
}
