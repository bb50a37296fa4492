import 'server-only';
import type { KyInstance } from 'ky';
import { requestJson } from '@/server/upstream/client';
import {
  cookieAgreementAnswerSchema,
  type CookieAgreement,
} from '@/server/upstream/schemas/cookie-agreement';

/** docs/upstream-contract.md "Cookie agreement API" (spec 02 §7 cookie-agreement-time call). */
export const COOKIE_AGREEMENT_UPSTREAM_PATH = 'web-api/api/web/user/v1/cookies-agreement';

export const cookieAgreementApi = {
  save: async (upstream: KyInstance, agreement: CookieAgreement) =>
    (
      await requestJson(
        () =>
          upstream.post(COOKIE_AGREEMENT_UPSTREAM_PATH, {
            json: { data: { attributes: agreement } },
          }),
        cookieAgreementAnswerSchema,
        'cookie agreement save',
      )
    ).data,
};
