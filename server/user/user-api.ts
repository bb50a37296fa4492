import 'server-only';
import type { KyInstance } from 'ky';
import { requestJson } from '@/server/upstream/client';
import { userConfigAnswerSchema } from '@/server/upstream/schemas/user';

/**
 * The user calls of docs/upstream-contract.md "User config API"; each needs the player's token.
 * The handler's upstream client is never cached and carries the browser request's signal, so the
 * load of spec 02 §7 ("no cache, abortable") stops upstream when the browser aborts it.
 */
export const userApi = {
  /** spec 02 §7 "User config load". */
  config: async (upstream: KyInstance, options: { timeoutMs?: number } = {}) =>
    (
      await requestJson(
        () =>
          upstream.get(
            'web-api/user/config',
            options.timeoutMs ? { timeout: options.timeoutMs } : undefined,
          ),
        userConfigAnswerSchema,
        'user config',
      )
    ).data,
};
