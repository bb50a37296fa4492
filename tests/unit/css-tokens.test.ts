/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

// docs/architecture.md §4 "one way to do each thing": a colour is a theme token (a custom
// property of app/[lng]/globals.css, per theme where the themes differ), never a hex literal in a
// feature's CSS; and a token a module uses is one that exists, so a misspelt name cannot silently
// fall back to nothing.
const ROOT = process.cwd();
const GLOBALS = 'app/[lng]/globals.css';
const HEX = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/gi;

function cssFiles(dir: string, pattern: RegExp, out: string[] = []): string[] {
  for (const name of readdirSync(join(ROOT, dir)).sort()) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) cssFiles(path, pattern, out);
    else if (pattern.test(name)) out.push(path);
  }
  return out;
}

const MODULES = cssFiles('features', /\.module\.css$/);
const APP_CSS = cssFiles('app', /\.css$/);

type Declaration = { prop: string; value: string; line: number; valueOffset: number };

/** The CSS with its comments blanked out, line breaks kept (so offsets still give lines). */
function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
}

/** Every declaration (`prop: value`) and the line it starts on; selectors and preludes left out. */
function declarations(css: string): Declaration[] {
  const text = withoutComments(css);
  const found: Declaration[] = [];
  let start = 0;
  let depth = 0;
  let quote: string | null = null;
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (depth === 0 && (char === '{' || char === '}' || char === ';')) {
      const segment = text.slice(start, i);
      const colon = segment.indexOf(':');
      if (char !== '{' && colon > 0 && segment.trim()) {
        const lead = segment.length - segment.trimStart().length;
        found.push({
          prop: segment.slice(0, colon).trim(),
          value: segment.slice(colon + 1),
          line: lineAt(start + lead),
          valueOffset: start + colon + 1,
        });
      }
      start = i + 1;
    }
  }
  return found;
}

function lineText(css: string, line: number): string {
  return css.split('\n')[line - 1]!.trim();
}

/** Custom properties a module's own component sets in an inline style (`style={{ '--x': … }}`). */
function inlineProperties(module: string): Set<string> {
  const dir = dirname(module);
  const names = new Set<string>();
  for (const name of readdirSync(join(ROOT, dir))) {
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) continue;
    const source = readFileSync(join(ROOT, dir, name), 'utf8');
    for (const m of source.matchAll(/['"](--[\w-]+)['"]\s*:|setProperty\(\s*['"](--[\w-]+)/g)) {
      names.add((m[1] ?? m[2])!);
    }
  }
  return names;
}

describe('CSS colours come from theme tokens', () => {
  it('finds the files it checks', () => {
    expect(MODULES.length).toBeGreaterThan(50);
    expect(APP_CSS).toContain(GLOBALS);
  });

  it('has no raw hex colour outside the token definitions of globals.css', () => {
    const offenders: string[] = [];
    for (const file of [...MODULES, ...APP_CSS]) {
      const css = readFileSync(join(ROOT, file), 'utf8');
      const text = withoutComments(css);
      for (const declaration of declarations(css)) {
        if (file === GLOBALS && declaration.prop.startsWith('--')) continue;
        const value = declaration.value.replace(/url\([^)]*\)/g, (url) => ' '.repeat(url.length));
        for (const hex of value.matchAll(HEX)) {
          const offset = declaration.valueOffset + hex.index;
          const line = text.slice(0, offset).split('\n').length;
          offenders.push(`${file}:${line}: ${lineText(css, line)}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('uses only tokens defined in globals.css, in the same module or by its inline styles', () => {
    const defined = (css: string) =>
      new Set(declarations(css).flatMap((d) => (d.prop.startsWith('--') ? [d.prop] : [])));
    const globals = defined(readFileSync(join(ROOT, GLOBALS), 'utf8'));
    expect(globals.has('--brand')).toBe(true);
    const offenders: string[] = [];
    for (const file of MODULES) {
      const css = readFileSync(join(ROOT, file), 'utf8');
      const own = defined(css);
      const inline = inlineProperties(file);
      const text = withoutComments(css);
      for (const use of text.matchAll(/var\(\s*(--[\w-]+)/g)) {
        const name = use[1]!;
        if (globals.has(name) || own.has(name) || inline.has(name)) continue;
        const line = text.slice(0, use.index).split('\n').length;
        offenders.push(`${file}:${line}: ${name} (${lineText(css, line)})`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

// The shared UI folder's looks (features/ui/*.module.css) are composed by features
// (`composes: x from '…'`) rather than copied: each composition must name a module that exists and
// a class it defines, and sit first in a rule of a single class (where CSS Modules allow it).
describe('CSS Modules compositions', () => {
  /** The innermost rules, as selector and body (comments blanked; at-rule preludes skipped). */
  function rules(css: string): { selector: string; body: string }[] {
    return [...withoutComments(css).matchAll(/([^{};]+)\{([^{}]*)\}/g)].map((m) => ({
      selector: m[1]!.trim().replace(/\s+/g, ' '),
      body: m[2]!,
    }));
  }

  function definedClasses(file: string): Set<string> {
    const text = withoutComments(readFileSync(join(ROOT, file), 'utf8'));
    return new Set([...text.matchAll(/\.([A-Za-z_][\w-]*)(?=[^{}]*\{)/g)].map((m) => m[1]!));
  }

  it('composes only defined classes, first in a single-class rule', () => {
    const offenders: string[] = [];
    let compositions = 0;
    for (const file of MODULES) {
      const css = readFileSync(join(ROOT, file), 'utf8');
      for (const rule of rules(css)) {
        const decls = declarations(`${rule.body};`);
        decls.forEach((decl, index) => {
          if (decl.prop !== 'composes') return;
          compositions++;
          const where = `${file} ${rule.selector}`;
          if (!/^\.[\w-]+$/.test(rule.selector)) offenders.push(`${where}: not a single class`);
          if (decls.slice(0, index).some((d) => d.prop !== 'composes')) {
            offenders.push(`${where}: composes after another declaration`);
          }
          const m = decl.value.trim().match(/^(.+?)(?:\s+from\s+['"]([^'"]+)['"])?$/);
          const names = m![1]!.split(/\s+/);
          const from = m![2];
          const target = !from
            ? file
            : from.startsWith('@/')
              ? from.slice(2)
              : join(dirname(file), from);
          if (from && !MODULES.includes(target)) {
            offenders.push(`${where}: no module ${from}`);
            return;
          }
          const classes = definedClasses(target);
          for (const name of names) {
            if (!classes.has(name)) offenders.push(`${where}: ${target} has no .${name}`);
          }
        });
      }
    }
    expect(compositions).toBeGreaterThan(50);
    expect(offenders).toEqual([]);
  });
});
