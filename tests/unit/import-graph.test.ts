/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

// docs/architecture.md "Who may import whom": the structure drawn from the code's own imports
// (type imports, re-exports and lazy `import()` included; tests, fixtures and test helpers left
// out, as nothing of the product imports them) has no import circle, between files or between
// features, and the site's code never imports the sandbox.
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

function importGraph(): Map<string, string[]> {
  const files = [
    ...SOURCE_DIRS.flatMap((dir) => sourceFiles(dir)),
    ...ROOT_FILES.filter((file) => existsSync(join(ROOT, file))),
  ];
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolveSpecifier(file, fileName))
      .filter((target): target is string => target !== null && !target.endsWith('.css'));
    graph.set(file, [...new Set(targets)]);
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
