/**
 * zod without its compiled parsers in the browser. The CSP has no 'unsafe-eval', so zod's probe
 * for `new Function` can only fail, and the failed probe is itself a reported CSP violation on
 * every page (issue 9 §11); `jitless` skips the probe. zod keeps its global config on globalThis
 * (`__zod_globalConfig`, zod/v4/core/core.js) and takes an object already there, so the setting
 * is made here without importing zod: zod is not in the pages' first-load scripts, only in the
 * lazily loaded parts that validate (zod-jitless.test.ts checks zod reads it).
 */
export function makeZodJitless(): void {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
