/**
 * The features' front doors (docs/architecture.md "Who may import whom") as the compiler sees
 * them. A door (`features/<name>/index.ts`, `features/<name>/server.ts`) is a list of re-exports;
 * code elsewhere imports from the door, and the build (and Jest, through next/jest) rewrites each
 * such import to the module that defines the name (Next's `modularizeImports`). So a page that
 * imports one component of a feature gets that component's module alone, exactly as if it had
 * named the file: Next gathers a page's client parts by walking what its server components
 * import, and a door read whole would give the page every client part the door re-exports.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One door: its import path and, for each name it exports, the module that defines it. */
export interface FrontDoor {
  specifier: string;
  file: string;
  names: Map<string, string>;
}

const RE_EXPORT = /export (?:type )?\{([^}]*)\} from '(\.\/[^']+)';/g;

/**
 * Reads a door. Only comments, `export {}` and `export { a, b } from './file'` (or `export type`)
 * re-exports are allowed, without renames, so every name maps to one module.
 */
export function readFrontDoor(root: string, feature: string, door: 'index' | 'server'): FrontDoor {
  const file = `features/${feature}/${door}.ts`;
  const specifier = door === 'index' ? `@/features/${feature}` : `@/features/${feature}/server`;
  const names = new Map<string, string>();
  const source = readFileSync(join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const rest = source.replace(RE_EXPORT, '').replace('export {};', '').trim();
  if (rest) throw new Error(`${file}: a front door only re-exports: ${rest.slice(0, 80)}`);
  for (const match of source.matchAll(RE_EXPORT)) {
    const origin = `@/features/${feature}/${match[2]!.slice(2)}`;
    for (const part of match[1]!.split(',')) {
      const name = part.trim();
      if (!name) continue;
      if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error(`${file}: rename or default: ${name}`);
      if (names.has(name)) throw new Error(`${file}: ${name} exported twice`);
      names.set(name, origin);
    }
  }
  return { specifier, file, names };
}

/** Every feature's doors. */
export function frontDoors(root: string): FrontDoor[] {
  const features = readdirSync(join(root, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return features.flatMap((feature) =>
    (['index', 'server'] as const)
      .filter((door) => existsSync(join(root, 'features', feature, `${door}.ts`)))
      .map((door) => readFrontDoor(root, feature, door)),
  );
}

/** Next's `modularizeImports`: each door's names to their modules; anything else to the door. */
export function frontDoorImports(
  root: string,
): Record<string, { transform: Record<string, string>; skipDefaultConversion: true }> {
  return Object.fromEntries(
    frontDoors(root).map(({ specifier, names }) => [
      specifier,
      {
        transform: {
          ...Object.fromEntries([...names].map(([name, origin]) => [`^${name}$`, origin])),
          '.*': specifier,
        },
        skipDefaultConversion: true,
      },
    ]),
  );
}
