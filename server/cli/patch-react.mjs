#!/usr/bin/env node
/**
 * Run by `npm install` (postinstall). The React 19.2 canary that Next 15.5 bundles for the App
 * Router loses its place while hydrating when a host element's children suspend on data that
 * arrives a moment later (facebook/react#35210, fixed upstream in #35494, not in any Next 15.5
 * release): the element is replayed with the hydration cursor already inside it, and React
 * reports error #418 and renders the page again in the browser although server and client
 * markup are identical. It happens on long server-rendered lists whose payload streams in while
 * the page hydrates (a sport line under load).
 *
 * The fix, as upstream made it: before a host element is replayed, the cursor goes back to the
 * element it had claimed and the hydration parent to the element's host parent. Idempotent; it
 * stops the install when the code it expects is not there (another Next version), so a changed
 * dependency is noticed rather than shipped unpatched.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const MARK = '/* project fix: facebook/react#35210 */';
const require = createRequire(import.meta.url);
const nextDir = dirname(require.resolve('next/package.json'));
const files = {
  production: {
    path: join(nextDir, 'dist/compiled/react-dom/cjs/react-dom-client.production.js'),
    anchor: '    case 5:\n      resetHooksOnUnwind(next);\n    default:\n',
    fix:
      `    case 5:\n      resetHooksOnUnwind(next);\n      ${MARK}\n` +
      '      isHydrating && null === current && null !== next.stateNode &&\n' +
      '        next === hydrationParentFiber &&\n' +
      '        ((nextHydratableInstance = next.stateNode), popToNextHostParent(next));\n' +
      '    default:\n',
  },
  development: {
    path: join(nextDir, 'dist/compiled/react-dom/cjs/react-dom-client.development.js'),
    anchor: '        case 5:\n          resetHooksOnUnwind(unitOfWork);\n        default:\n',
    fix:
      `        case 5:\n          resetHooksOnUnwind(unitOfWork);\n          ${MARK}\n` +
      '          isHydrating && null === current && null !== unitOfWork.stateNode &&\n' +
      '            unitOfWork === hydrationParentFiber &&\n' +
      '            ((nextHydratableInstance = unitOfWork.stateNode),\n' +
      '            popToNextHostParent(unitOfWork));\n' +
      '        default:\n',
  },
};

for (const [name, { path, anchor, fix }] of Object.entries(files)) {
  const source = readFileSync(path, 'utf8');
  if (source.includes(MARK)) continue;
  const at = source.indexOf(anchor);
  if (at === -1 || source.indexOf(anchor, at + 1) !== -1) {
    console.error(`patch-react: the ${name} React DOM client of Next is not the expected one`);
    process.exit(1);
  }
  writeFileSync(path, source.replace(anchor, fix));
  console.info(`patch-react: React DOM client (${name}) patched for facebook/react#35210`);
}
