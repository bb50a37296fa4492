/**
 * A webpack plugin for the browser build: each client component of a page's client reference
 * manifest asks for the scripts it needs, not for every script of the route that happened to
 * record it.
 *
 * Next writes, for every client module, the scripts of one route's entry: the last of the routes
 * of its group (the segments under `[lng]`, route groups left out) whose entry contains it, in
 * the order the build found the routes. A module the home page and the catch-all page both render
 * came to the home page with the catch-all page's own script (all its pages' client parts), or
 * the other way round, depending on the build. Here each module keeps, of the scripts listed for
 * it, those that hold the module or a module it imports (not through `import()`): what the
 * browser needs to run it. docs/performance.md, "First-load JS".
 */

const PLUGIN = 'ClientReferenceChunks';
const MANIFEST = /^server\/app\/.*_client-reference-manifest\.js$/;

/** The parts of webpack's API the plugin uses (Next bundles webpack; its types stay internal). */
interface WebpackModule {
  readonly type: string;
}
interface Chunk {
  readonly files: Iterable<string>;
}
interface Connection {
  readonly module: WebpackModule | null;
  readonly dependency: object | null;
}
interface Compilation {
  readonly modules: Iterable<WebpackModule>;
  readonly chunks: Iterable<Chunk>;
  readonly chunkGraph: {
    getModuleId(module: WebpackModule): string | number | null;
    getModuleChunksIterable(module: WebpackModule): Iterable<Chunk>;
  };
  readonly moduleGraph: {
    getOutgoingConnections(module: WebpackModule): Iterable<Connection>;
    getParentBlock(dependency: object): object | undefined;
  };
  readonly hooks: {
    processAssets: {
      tap(
        options: { name: string; stage: number },
        fn: (assets: Record<string, { source(): string | Buffer }>) => void,
      ): void;
    };
  };
  updateAsset(name: string, source: unknown): void;
}
interface Compiler {
  readonly webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_REPORT: number };
    AsyncDependenciesBlock: abstract new (...args: never[]) => object;
    sources: { RawSource: new (source: string) => unknown };
  };
  readonly hooks: {
    compilation: { tap(name: string, fn: (compilation: Compilation) => void): void };
  };
}

interface ClientReference {
  id: string | number;
  chunks: string[];
}

/**
 * The scripts of `chunks` (Next's `[id, file, id, file, …]`) that `needed` says hold something of
 * the module; all of them when nothing is known of it.
 */
export function keepNeededChunks(
  chunks: readonly string[],
  needed: ((file: string) => boolean) | null,
) {
  if (!needed) return [...chunks];
  const kept: string[] = [];
  for (let i = 0; i + 1 < chunks.length; i += 2) {
    const [id, file] = [chunks[i] as string, chunks[i + 1] as string];
    if (needed(file)) kept.push(id, file);
  }
  return kept;
}

export class ClientReferenceChunksPlugin {
  apply(compiler: Compiler) {
    const { Compilation, AsyncDependenciesBlock, sources } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          const names = Object.keys(assets).filter((name) => MANIFEST.test(name));
          if (names.length === 0) return;
          const { chunkGraph, moduleGraph } = compilation;
          const byId = new Map<string, WebpackModule>();
          for (const built of compilation.modules) {
            const id = chunkGraph.getModuleId(built);
            if (id !== null && id !== undefined) byId.set(String(id), built);
          }

          /** The files of the chunks holding the module or what it imports, synchronously. */
          const filesOf = new Map<string, Set<string> | null>();
          const neededFiles = (id: string): Set<string> | null => {
            if (filesOf.has(id)) return filesOf.get(id) ?? null;
            const root = byId.get(id);
            let files: Set<string> | null = null;
            if (root) {
              files = new Set<string>();
              const seen = new Set<WebpackModule>([root]);
              const queue = [root];
              for (let next = queue.pop(); next; next = queue.pop()) {
                for (const chunk of chunkGraph.getModuleChunksIterable(next)) {
                  for (const file of chunk.files) files.add(file);
                }
                for (const { module: target, dependency } of moduleGraph.getOutgoingConnections(
                  next,
                )) {
                  if (!target || seen.has(target)) continue;
                  const block = dependency ? moduleGraph.getParentBlock(dependency) : undefined;
                  if (block instanceof AsyncDependenciesBlock) continue;
                  seen.add(target);
                  queue.push(target);
                }
              }
            }
            filesOf.set(id, files);
            return files;
          };

          for (const name of names) {
            const text = String(assets[name]?.source() ?? '');
            const at = text.indexOf(']=');
            if (at < 0) continue;
            const manifest = JSON.parse(text.slice(at + 2)) as {
              clientModules: Record<string, ClientReference>;
            };
            for (const reference of Object.values(manifest.clientModules)) {
              const files = neededFiles(String(reference.id));
              // Next writes the files URI-encoded (`app/%5Blng%5D/…`).
              reference.chunks = keepNeededChunks(
                reference.chunks,
                files && ((file) => files.has(decodeURI(file))),
              );
            }
            compilation.updateAsset(
              name,
              new sources.RawSource(text.slice(0, at + 2) + JSON.stringify(manifest)),
            );
          }
        },
      );
    });
  }
}
