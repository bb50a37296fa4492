/**
 * First-load JS as the browser gets it, gzip-compressed here (level 9, as Next's own build
 * output counts it): from the build's manifests per app page, and from the `<script src>` tags of
 * a page's HTML as served (what a visitor's browser really asks for).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipped = new Map<string, number>();

function gzipBytes(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

interface AppBuildManifest {
  pages: Record<string, string[]>;
}

/**
 * The files of one app entry point, of every segment above it (layouts, boundaries) and of the
 * global error boundary: what the page's HTML asks for when no layout pulls in more.
 */
const SEGMENT_FILES = ['layout', 'template', 'error', 'loading', 'not-found'];

export interface EntryWeight {
  /** The app entry point, `/[lng]/(main)/page`. */
  entry: string;
  files: string[];
  gzipBytes: number;
}

export function firstLoadByEntry(distDir: string): EntryWeight[] {
  const manifestPath = join(distDir, 'app-build-manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`no ${manifestPath}: build first`);
  const { pages } = JSON.parse(readFileSync(manifestPath, 'utf8')) as AppBuildManifest;
  return Object.keys(pages)
    .filter((entry) => entry.endsWith('/page') && entry !== '/_not-found/page')
    .sort()
    .map((entry) => {
      const segments = entry.split('/').slice(1, -1);
      const keys = [entry, '/global-error'];
      for (let depth = 0; depth <= segments.length; depth += 1) {
        const prefix = segments
          .slice(0, depth)
          .map((s) => `/${s}`)
          .join('');
        keys.push(...SEGMENT_FILES.map((name) => `${prefix}/${name}`));
      }
      const files = [
        ...new Set(keys.flatMap((key) => pages[key] ?? []).filter((f) => f.endsWith('.js'))),
      ];
      return {
        entry,
        files,
        gzipBytes: files.reduce((sum, file) => sum + gzipBytes(join(distDir, file)), 0),
      };
    });
}

/** Gzip bytes of the module scripts a page's HTML loads (polyfills are nomodule: not counted). */
export function scriptsOfHtml(html: string, distDir: string): number {
  const files = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="\/_next\/(static\/[^"?]+\.js)"[^>]*>/g)) {
    if (/\bnoModule\b/i.test(match[0])) continue;
    if (match[1]) files.add(decodeURIComponent(match[1]));
  }
  let total = 0;
  for (const file of files) {
    const path = join(distDir, file);
    if (!existsSync(path)) throw new Error(`the page loads ${file}, not in ${distDir}`);
    total += gzipBytes(path);
  }
  return total;
}
