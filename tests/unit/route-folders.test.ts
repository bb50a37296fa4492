/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { catchAllRewrite } from '@/server/routes/match';
import { ROUTES } from '@/server/routes/table';
import type { LayoutGroup, RouteEntry } from '@/server/routes/types';

// docs/architecture.md §2: every entry of the route table has exactly one page, and every page
// serves entries of the table. A main-layout folder names the routes it serves as the keys of its
// `routePage({ … })` call; the page Next picks for a route's address must be the one naming it.
const APP = join(process.cwd(), 'app', '[lng]');
const CATCH_ALL = '(main)/[first]/[[...rest]]';
/** Routes the middleware rewrites to another route's folder (server/edge/pipeline.ts). */
const REWRITTEN_TO: Record<string, string> = {
  firstBonusLanding: '(headless)/landing-page/[landingId]',
  bonusCasinoLanding: '(headless)/landing-page/[landingId]',
};

interface Folder {
  group: LayoutGroup;
  /** The folder's segments after the language and the layout group. */
  segments: string[];
  dir: string;
  /** The route ids a main-layout folder names; null for the other layouts' folders. */
  ids: string[] | null;
}

function pageFolders(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return pageFolders(full);
    return name === 'page.tsx' ? [relative(APP, dir)] : [];
  });
}

/** The keys of the page's `routePage({ … })` call: the route ids it serves. */
function namedIds(source: string): string[] | null {
  const call = /routePage\(\s*\{([\s\S]*?)\}\s*[,)]/.exec(source);
  if (!call?.[1]) return null;
  return [...call[1].matchAll(/(?:^|,)\s*'?([A-Za-z][\w-]*)'?\s*:/g)].map((m) => m[1] ?? '');
}

const folders: Folder[] = pageFolders(APP).map((dir) => {
  const parts = dir.split(sep).filter(Boolean);
  const group = (parts[0]?.replace(/[()]/g, '') ?? 'main') as LayoutGroup;
  const source = readFileSync(join(APP, dir, 'page.tsx'), 'utf8');
  return {
    group,
    segments: parts.slice(1),
    dir: parts.join('/'),
    ids: group === 'main' ? namedIds(source) : null,
  };
});

/**
 * The addresses a route is asked at, each param given: a value no folder spells, and the route's
 * sample (a config slug may spell a folder's name: `registration/thankyou`). The middleware's
 * rewrite to the catch-all applies, as Next sees the address after it.
 */
function sampleAddresses(entry: RouteEntry): string[][] {
  const spelled = (value: (name: string, i: number) => string | undefined) =>
    entry.path
      .split('/')
      .filter(Boolean)
      .map((s, i) =>
        s.startsWith(':') ? (value(s.slice(1).replace(/\?$/, ''), i) ?? `value-${i}`) : s,
      );
  const asked = [spelled((_, i) => `value-${i}`), spelled((name) => entry.sample?.[name])];
  return asked.map((parts) => catchAllRewrite({ entry, params: {} }, parts) ?? parts);
}

/**
 * The folder Next serves an address from, whatever its layout group: static segments before
 * dynamic ones, then catch-alls, then optional catch-alls, the first folder that takes it all.
 */
function servingFolder(address: string[]): Folder | undefined {
  const rank = (s: string) =>
    s.startsWith('[[...') ? 3 : s.startsWith('[...') ? 2 : s.startsWith('[') ? 1 : 0;
  const takes = (segments: string[], rest: string[]): boolean => {
    const [head, ...tail] = segments;
    if (head === undefined) return rest.length === 0;
    if (head.startsWith('[[...')) return tail.length === 0;
    if (head.startsWith('[...')) return tail.length === 0 && rest.length > 0;
    if (rest.length === 0) return false;
    if (head.startsWith('[') || head === rest[0]) return takes(tail, rest.slice(1));
    return false;
  };
  const compare = (a: Folder, b: Folder) => {
    for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i++) {
      const x = a.segments[i];
      const y = b.segments[i];
      if (x === undefined || y === undefined) return x === undefined ? -1 : 1;
      if (rank(x) !== rank(y)) return rank(x) - rank(y);
    }
    return 0;
  };
  return folders.filter((f) => takes(f.segments, address)).sort(compare)[0];
}

const mainFolders = folders.filter((f) => f.group === 'main' && f.segments.length > 0);
const pageRoutes = ROUTES.filter((r) => !r.redirect);

describe('route table ↔ page folders', () => {
  it('finds the catch-all, the fixed folders and the ids each main folder names', () => {
    expect(folders.map((f) => f.dir)).toContain(CATCH_ALL);
    expect(mainFolders.length).toBeGreaterThan(100);
    expect(mainFolders.filter((f) => !f.ids?.length).map((f) => f.dir)).toEqual([]);
  });

  it('every route of the table is named by exactly one main-layout folder', () => {
    const named = mainFolders.flatMap((f) => f.ids ?? []);
    const twice = named.filter((id, i) => named.indexOf(id) !== i);
    expect(twice).toEqual([]);
    const unknown = named.filter((id) => !pageRoutes.some((r) => r.id === id));
    expect(unknown).toEqual([]);
    const homeless = pageRoutes
      .filter((r) => r.layout === 'main' && r.path !== '' && !named.includes(r.id))
      .map((r) => r.id);
    expect(homeless).toEqual([]);
  });

  it('the folder Next serves a route’s address from is the one naming the route', () => {
    const misrouted = pageRoutes
      .filter((r) => r.layout === 'main' && r.path !== '')
      .flatMap((r) => sampleAddresses(r).map((address) => ({ id: r.id, address })))
      .map(({ id, address }) => ({ id, address, folder: servingFolder(address) }))
      .filter(({ id, folder }) => folder?.group !== 'main' || !folder.ids?.includes(id))
      .map(({ id, address, folder }) => `${id} (${address.join('/')}) → ${folder?.dir ?? '-'}`);
    expect(misrouted).toEqual([]);
  });

  it('only routes whose first segment is a param share the catch-all', () => {
    const catchAll = folders.find((f) => f.dir === CATCH_ALL);
    const fixedFirst = (catchAll?.ids ?? []).filter(
      (id) => !pageRoutes.find((r) => r.id === id)?.path.startsWith(':'),
    );
    expect(fixedFirst).toEqual([]);
  });

  it('every route of the other layouts has its folder, or is rewritten to one', () => {
    const homeless = pageRoutes
      .filter((r) => r.layout !== 'main' || r.path === '')
      .filter((r) => {
        const target = REWRITTEN_TO[r.id];
        if (target) return !folders.some((f) => f.dir === target);
        return sampleAddresses(r).some((a) => servingFolder(a)?.group !== r.layout);
      })
      .map((r) => `${r.id} (${r.layout}: ${r.path})`);
    expect(homeless).toEqual([]);
  });

  it('every folder of the other layouts serves a route of the table', () => {
    const orphans = folders
      .filter((f) => f.group !== 'main')
      .filter(
        (f) =>
          !pageRoutes.some(
            (r) => r.layout === f.group && sampleAddresses(r).some((a) => servingFolder(a) === f),
          ) && !Object.values(REWRITTEN_TO).includes(f.dir),
      )
      .map((f) => f.dir);
    expect(orphans).toEqual([]);
  });
});
