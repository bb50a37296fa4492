import 'server-only';
import type { KyInstance } from 'ky';
import { requestJson, requestVoid } from '@/server/upstream/client';
import {
  limitPingAnswerSchema,
  type LimitPing,
  type RealityCheckAnswer,
} from '@/server/upstream/schemas/reminders';

/** spec 01 §7 "Reminders". */
const LIMIT_PING_PATH = 'limit-service-api/api/external/web/v3/ping';
const REALITY_CHECK_PATH = 'web-api/api/web/user/v1/reality-check';
export const X_AUTH_HEADER = 'x-auth';

/**
 * spec 01 §7: the limit service reads the player's token from `x-auth`. It is copied from the
 * Authorization header as the request leaves, so it is always the token the client sends: the
 * one renewed before the call, or after a 401 on the replay (which keeps `fetch`, not the hooks).
 */
function limitService(upstream: KyInstance): KyInstance {
  return upstream.extend({
    fetch: (input, init) => {
      const request = new Request(input, init);
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
      if (token) request.headers.set(X_AUTH_HEADER, token);
      return globalThis.fetch(request);
    },
  });
}

/** docs/upstream-contract.md "Reminders API": every call for the signed-in player. */
export const remindersApi = {
  /** What the reminders need now: reality check, session limit, approvals, net result. */
  ping: async (upstream: KyInstance, lang: string): Promise<LimitPing> =>
    (
      await requestJson(
        () =>
          limitService(upstream).post(LIMIT_PING_PATH, {
            json: {},
            headers: { 'accept-language': lang },
          }),
        limitPingAnswerSchema,
        'limit ping',
      )
    ).data,

  /** spec 01 §3 "Reality-check request"; the upstream answers 204. */
  realityCheck: (upstream: KyInstance, answer: RealityCheckAnswer) =>
    requestVoid(
      () =>
        upstream.post(REALITY_CHECK_PATH, {
          json: {
            data: {
              attributes: {
                action: answer.action,
                do_not_show_again: answer.doNotShowAgain,
                popup_show_at: answer.popupShowAt,
              },
            },
          },
        }),
      'reality check',
    ),
};
