import 'server-only';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

let buildId: Promise<string | null> | null = null;

/**
 * The id of the build this server runs: Next writes it to BUILD_ID in the build folder (distDir,
 * NEXT_DIST_DIR or .next, as next.config.ts says), and its own Node runtime reads it from there
 * relative to the working directory. Read once: a process runs one build for its whole life, so a
 * different answer means another deploy. Null when there is no build (next dev).
 */
export function currentBuildId(): Promise<string | null> {
  buildId ??= readFile(
    resolve(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'),
    'utf8',
  )
    .then((text) => text.trim() || null)
    .catch(() => null);
  return buildId;
}

/** Forgets the id read (tests that change the build folder). */
export function forgetBuildId(): void {
  buildId = null;
}
