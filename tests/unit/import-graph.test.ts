/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { frontDoors } from '@/server/build/front-doors';

// docs/architecture.md "Who may import whom": the structure drawn from the code's own imports
// (type imports, re-exports and lazy `import()` included; tests, fixtures and test helpers left
// out, as nothing of the product imports them) has no import circle, between files or between
// features; features are used through their front doors; the site never imports the sandbox.
const ROOT = process.cwd();
const SOURCE_DIRS = ['app', 'features', 'server', 'sandbox'];
const ROOT_FILES = ['middleware.ts', 'instrumentation.ts', 'instrumentation-client.ts'];
const ALIASES: [string, string][] = [
  ['@/', ''],
  ['@contract/', 'server/upstream/schemas/'],
];
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];

const isTestFile = (file: string) =>
  /\.(test|fixture)\.[cm]?tsx?$/.test(file) || file.split('/').includes('testing');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(join(ROOT, dir))) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) sourceFiles(path, out);
    else if (/\.(tsx?|mjs)$/.test(name) && !name.endsWith('.d.ts') && !isTestFile(path)) {
      out.push(path);
    }
  }
  return out;
}

/** A specifier's file, repository-relative; null for packages. */
function resolveSpecifier(from: string, specifier: string): string | null {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = relative(ROOT, resolve(ROOT, dirname(from), specifier));
  for (const [alias, target] of ALIASES) {
    if (specifier.startsWith(alias)) base = target + specifier.slice(alias.length);
  }
  if (base === null) return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(join(ROOT, candidate)) && statSync(join(ROOT, candidate)).isFile()) {
      return candidate.split(sep).join('/');
    }
  }
  throw new Error(`${from}: "${specifier}" names no file`);
}

/** The `import('…')` specifiers of a source: lazily loaded parts, each a file of its own. */
function lazySpecifiers(source: string): Set<string> {
  return new Set([...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!));
}

/**
 * Every product file's imports, and apart from them the files each reaches by `import()` and the
 * modules it augments (`declare module '…'`: a slice adds its entry to the store's state type,
 * features/store/state.ts; an augmentation names the module that declares the type).
 */
const lazyTargets = new Map<string, Set<string>>();
const augmented = new Map<string, Set<string>>();

function importGraph(): Map<string, string[]> {
  const files = [
    ...SOURCE_DIRS.flatMap((dir) => sourceFiles(dir)),
    ...ROOT_FILES.filter((file) => existsSync(join(ROOT, file))),
  ];
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(join(ROOT, file), 'utf8');
    const { importedFiles } = ts.preProcessFile(source, true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolveSpecifier(file, fileName))
      .filter((target): target is string => target !== null && !target.endsWith('.css'));
    graph.set(file, [...new Set(targets)]);
    augmented.set(
      file,
      new Set(
        [...source.matchAll(/^declare module ['"]([^'"]+)['"]/gm)].map((m) =>
          resolveSpecifier(file, m[1]!)!,
        ),
      ),
    );
    lazyTargets.set(
      file,
      new Set(
        [...lazySpecifiers(source)]
          .filter((specifier) => importedFiles.some(({ fileName }) => fileName === specifier))
          .map((specifier) => resolveSpecifier(file, specifier))
          .filter((target): target is string => target !== null),
      ),
    );
  }
  return graph;
}

/** The strongly connected parts of more than one node, and the nodes that import themselves. */
function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== node);
      if (part.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(part.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** `features/coupon/x.ts` → `coupon`; other files are not in a feature. */
const featureOf = (file: string) => (file.startsWith('features/') ? file.split('/')[1] : null);

function featureGraph(graph: Map<string, string[]>): Map<string, string[]> {
  const features = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = featureOf(file);
    if (!from) continue;
    const arrows = features.get(from) ?? new Set<string>();
    features.set(from, arrows);
    for (const target of targets) {
      const to = featureOf(target);
      if (to && to !== from) arrows.add(to);
    }
  }
  return new Map([...features].map(([feature, arrows]) => [feature, [...arrows]]));
}

/** A feature's front doors: `index.ts`, and `server.ts` for its server-only parts. */
const isFrontDoor = (file: string) => /^features\/[^/]+\/(index|server)\.ts$/.test(file);

/**
 * The imports that reach into another feature's files: from a feature or from outside one (app,
 * server, the middleware), to a file of a feature other than the importer's own that is not one
 * of its front doors. A lazily loaded part (`import()`) names its own file, so its code stays a
 * chunk of its own.
 */
function backDoors(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  for (const [file, targets] of graph) {
    if (file.startsWith('sandbox/')) continue;
    for (const target of targets) {
      const to = featureOf(target);
      if (!to || to === featureOf(file) || isFrontDoor(target)) continue;
      if (lazyTargets.get(file)?.has(target) || augmented.get(file)?.has(target)) continue;
      found.push(`${file} -> ${target}`);
    }
  }
  return found;
}

/** What a front door re-exports: each public name with the file it comes from. */
function doorExports(door: string): Map<string, string> {
  const names = new Map<string, string>();
  const source = readFileSync(join(ROOT, door), 'utf8');
  for (const match of source.matchAll(/export (?:type )?\{([^}]*)\} from '([^']+)'/g)) {
    const file = resolveSpecifier(door, match[2]!)!;
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.set(name, file);
    }
  }
  return names;
}

/**
 * The server's own code (server/, the BFF's route handlers, the middleware) takes from features
 * only plain modules both sides share: what it imports through a front door must come from a
 * `.ts` file that is no client module and imports no React.
 */
function serverUiImports(graph: Map<string, string[]>): { checked: number; found: string[] } {
  const found: string[] = [];
  let checked = 0;
  const serverSide = (file: string) =>
    (file.startsWith('server/') && !file.startsWith('server/build/')) ||
    file.startsWith('app/api/') ||
    file === 'middleware.ts';
  for (const file of [...graph.keys()].filter(serverSide)) {
    const source = readFileSync(join(ROOT, file), 'utf8');
    for (const match of source.matchAll(
      /import (?:type )?\{([^}]*)\} from '(@\/features\/[^']+)'/g,
    )) {
      const door = resolveSpecifier(file, match[2]!)!;
      const exported = doorExports(door);
      for (const part of match[1]!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (!name) continue;
        checked += 1;
        const origin = exported.get(name);
        const text = origin ? readFileSync(join(ROOT, origin), 'utf8') : '';
        const plain =
          origin !== undefined &&
          origin.endsWith('.ts') &&
          !/^['"]use client['"]/.test(text.trimStart()) &&
          !/from ['"](react|react-dom|react-redux)['"]/.test(text);
        if (!plain) found.push(`${file}: ${name} (${origin ?? 'not exported'})`);
      }
    }
  }
  return { checked, found };
}

describe('the import structure', () => {
  const graph = importGraph();

  it('reads the whole product: every feature, the app, the server and the sandbox', () => {
    const tops = new Set([...graph.keys()].map((file) => file.split('/')[0]));
    expect([...tops].sort()).toEqual(
      expect.arrayContaining(['app', 'features', 'middleware.ts', 'sandbox', 'server']),
    );
    expect(featureGraph(graph).size).toBe(
      readdirSync(join(ROOT, 'features')).filter((name) =>
        statSync(join(ROOT, 'features', name)).isDirectory(),
      ).length,
    );
  });

  it('has no import circle between files', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('has no import circle between features: they stand in layers', () => {
    expect(circles(featureGraph(graph))).toEqual([]);
  });

  it('finds a circle when there is one (the check itself)', () => {
    const withCircle = new Map(graph);
    withCircle.set('features/ui/SiteLink.tsx', [
      ...(graph.get('features/ui/SiteLink.tsx') ?? []),
      'features/shell/MainLayout.tsx',
    ]);
    expect(circles(withCircle).length).toBeGreaterThan(0);
    expect(circles(featureGraph(withCircle))).toEqual([expect.arrayContaining(['shell', 'ui'])]);
  });

  it('uses a feature through its front doors only (lazy parts name their own file)', () => {
    expect(backDoors(graph)).toEqual([]);
  });

  it('finds a back door when there is one (the check itself)', () => {
    const withBackDoor = new Map(graph);
    withBackDoor.set('features/coupon/OddsButton.tsx', [
      ...(graph.get('features/coupon/OddsButton.tsx') ?? []),
      'features/ui/SiteLink.tsx',
    ]);
    expect(backDoors(withBackDoor)).toEqual([
      'features/coupon/OddsButton.tsx -> features/ui/SiteLink.tsx',
    ]);
  });

  it('reads every front door as the compiler does: re-exports only, each name from one module', () => {
    const doors = frontDoors(ROOT);
    expect(doors.length).toBeGreaterThan(40);
    for (const door of doors) {
      for (const [name, module] of door.names) {
        const file = resolveSpecifier(door.file, module);
        expect({
          door: door.file,
          name,
          // Declared there, or passed on by an `export * from` of the module.
          exported: new RegExp(`\\b${name}\\b|^export \\* from`, 'm').test(
            readFileSync(join(ROOT, file!), 'utf8'),
          ),
        }).toEqual({ door: door.file, name, exported: true });
      }
    }
  });

  it('gives every feature a front door', () => {
    const features = readdirSync(join(ROOT, 'features')).filter((name) =>
      statSync(join(ROOT, 'features', name)).isDirectory(),
    );
    expect(features.filter((name) => !graph.has(`features/${name}/index.ts`))).toEqual([]);
  });

  it("keeps the server's own code to the features' plain modules (no component, no hook)", () => {
    const { checked, found } = serverUiImports(graph);
    expect(found).toEqual([]);
    // The server does use features' plain modules (languages, casino paths, consent rules, …).
    expect(checked).toBeGreaterThan(5);
  });

  it('keeps the sandbox apart: the site never imports it, it imports only the contract', () => {
    for (const [file, targets] of graph) {
      const fromSandbox = file.startsWith('sandbox/');
      for (const target of targets) {
        const toSandbox = target.startsWith('sandbox/');
        if (fromSandbox) {
          expect({
            file,
            target,
            ok: toSandbox || target.startsWith('server/upstream/schemas/'),
          }).toEqual({ file, target, ok: true });
        } else {
          expect({ file, target, ok: !toSandbox }).toEqual({ file, target, ok: true });
        }
      }
    }
  });
});
