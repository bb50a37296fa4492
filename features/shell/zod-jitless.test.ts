/** @jest-environment node */
import type * as Zod from 'zod';
import { makeZodJitless } from './zod-jitless';

describe('zod without compiled parsers (instrumentation-client.ts)', () => {
  afterEach(() => {
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
  });

  it('is set before zod loads, and zod parses without new Function', () => {
    makeZodJitless();
    jest.isolateModules(() => {
      const compile = jest.spyOn(globalThis, 'Function');
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the setting
      const { z } = require('zod') as typeof Zod;
      expect(z.config().jitless).toBe(true);
      const schema = z.object({ id: z.number(), name: z.string() });
      expect(schema.parse({ id: 1, name: 'a', extra: true })).toEqual({ id: 1, name: 'a' });
      expect(compile).not.toHaveBeenCalled();
      compile.mockRestore();
    });
  });
});
