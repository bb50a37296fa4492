import 'server-only';
import type { KyInstance } from 'ky';
import { requestJson } from '@/server/upstream/client';
import {
  activationAnswerSchema,
  activationSentAnswerSchema,
  linkLookupAnswerSchema,
  newsletterAnswerSchema,
  newsletterLookupAnswerSchema,
  type ActivationCodeRequest,
  type ActivationSendRequest,
} from '@/server/upstream/schemas/account-entry';

/**
 * The account-entry calls of docs/upstream-contract.md "Account entry API", each parsed with its
 * schema. `lang` makes the link in a message open the site in the page's language.
 */
export const accountEntryApi = {
  lookupLink: async (upstream: KyInstance, token: string) =>
    (
      await requestJson(
        () => upstream.get('auth-api/v1/activation/link', { searchParams: { token } }),
        linkLookupAnswerSchema,
        'activation link lookup',
      )
    ).data,
  confirmLink: async (upstream: KyInstance, token: string) =>
    (
      await requestJson(
        () => upstream.post('auth-api/v1/activation/link', { json: { token } }),
        activationAnswerSchema,
        'activation link',
      )
    ).data,
  resendVerification: async (upstream: KyInstance, lang: string) =>
    (
      await requestJson(
        () => upstream.post('auth-api/v1/email/verification', { json: {}, searchParams: { lang } }),
        activationSentAnswerSchema,
        'verification e-mail',
      )
    ).data,
  sendActivation: async (upstream: KyInstance, body: ActivationSendRequest, lang: string) =>
    (
      await requestJson(
        () => upstream.post('auth-api/v1/activation/send', { json: body, searchParams: { lang } }),
        activationSentAnswerSchema,
        'activation send',
      )
    ).data,
  confirmCode: async (upstream: KyInstance, body: ActivationCodeRequest) =>
    (
      await requestJson(
        () => upstream.post('auth-api/v1/activation/code', { json: body }),
        activationAnswerSchema,
        'activation code',
      )
    ).data,
  lookupNewsletter: async (upstream: KyInstance, token: string) =>
    (
      await requestJson(
        () => upstream.get('office-api/v1/mailing/unsubscribe', { searchParams: { token } }),
        newsletterLookupAnswerSchema,
        'newsletter link lookup',
      )
    ).data,
  unsubscribe: async (upstream: KyInstance, token: string) =>
    (
      await requestJson(
        () => upstream.post('office-api/v1/mailing/unsubscribe', { json: { token } }),
        newsletterAnswerSchema,
        'newsletter unsubscribe',
      )
    ).data,
};
