/** @jest-environment node */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ROUTES } from '@/server/routes/table';
import type { LayoutGroup } from '@/server/routes/types';

// docs/architecture.md §2: every entry of the route table resolves to a page, and every page folder
// has an entry. Main-layout routes without a folder are served by app/[lng]/(main)/[...path].
const APP = join(process.cwd(), 'app', '[lng]');
const CATCH_ALL = '(main)/[...path]';
/** Routes the middleware rewrites to another route's folder (server/edge/pipeline.ts). */
const REWRITTEN_TO: Record<string, string> = {
  firstBonusLanding: 'landing-page/:',
  bonusCasinoLanding: 'landing-page/:',
};

interface Folder {
  group: LayoutGroup;
  /** The URL pattern after the language, params as ':'. */
  pattern: string;
  dir: string;
}

function pageFolders(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return pageFolders(full);
    return name === 'page.tsx' ? [relative(APP, dir)] : [];
  });
}

const folders: Folder[] = pageFolders(APP).map((dir) => {
  const parts = dir.split(sep).filter(Boolean);
  const group = (parts[0]?.replace(/[()]/g, '') ?? 'main') as LayoutGroup;
  const pattern = parts
    .slice(1)
    .map((p) => (p.startsWith('[') ? ':' : p))
    .join('/');
  return { group, pattern, dir: parts.join('/') };
});

/** The route's path with every param written as ':'. */
const patternOf = (path: string) =>
  path
    .split('/')
    .filter(Boolean)
    .map((p) => (p.startsWith(':') ? ':' : p))
    .join('/');

describe('route table ↔ page folders', () => {
  it('finds the catch-all and the fixed folders', () => {
    expect(folders.map((f) => f.dir)).toContain(CATCH_ALL);
    expect(folders.length).toBeGreaterThan(10);
  });

  it('every page folder serves a route of the table in the same layout group', () => {
    const orphans = folders
      .filter((f) => f.dir !== CATCH_ALL)
      .filter((f) => !ROUTES.some((r) => patternOf(r.path) === f.pattern && r.layout === f.group))
      .map((f) => f.dir);
    expect(orphans).toEqual([]);
  });

  it('every route of the table has a page: its folder, a rewrite, or the main catch-all', () => {
    const homeless = ROUTES.filter((r) => !r.redirect)
      .filter((r) => {
        const own = folders.find((f) => f.pattern === patternOf(r.path) && f.group === r.layout);
        if (own) return false;
        const rewrite = REWRITTEN_TO[r.id];
        if (rewrite) return !folders.some((f) => f.pattern === rewrite);
        return r.layout !== 'main' || r.path === '';
      })
      .map((r) => `${r.id} (${r.layout}: ${r.path})`);
    expect(homeless).toEqual([]);
  });
});
