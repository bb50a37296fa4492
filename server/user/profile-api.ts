import 'server-only';
import type { KyInstance } from 'ky';
import type {
  PersonalDataRequest,
  PhoneBindingRequest,
  SecurityQuestionRequest,
} from '@/server/upstream/schemas/profile';
import { requestJson } from '@/server/upstream/client';
import { userConfigAnswerSchema } from '@/server/upstream/schemas/user';

/**
 * The personal office's profile calls (docs/upstream-contract.md "Personal data and security
 * API"). Each needs the player's token and answers the player's user config as it now is.
 */
function configCall(send: () => Promise<Response>, what: string) {
  return requestJson(send, userConfigAnswerSchema, what).then((answer) => answer.data);
}

export const profileApi = {
  /** spec 02 §3 user_data. */
  savePersonalData: (upstream: KyInstance, body: PersonalDataRequest) =>
    configCall(() => upstream.put('office-api/v1/personal', { json: body }), 'personal data save'),
  changePassword: (upstream: KyInstance, body: { currentPassword: string; newPassword: string }) =>
    configCall(
      () => upstream.post('office-api/v1/security/password', { json: body }),
      'password change',
    ),
  setSecurityQuestion: (upstream: KyInstance, body: SecurityQuestionRequest) =>
    configCall(
      () => upstream.put('office-api/v1/security/question', { json: body }),
      'security question save',
    ),
  setEmailAuth: (upstream: KyInstance, enabled: boolean) =>
    configCall(
      () => upstream.put('office-api/v1/security/email-auth', { json: { enabled } }),
      'e-mail sign-in confirmation save',
    ),
  /** spec 02 §4 "Binding a phone …". */
  bindPhone: (upstream: KyInstance, body: PhoneBindingRequest) =>
    configCall(
      () => upstream.post('office-api/v1/security/phone', { json: body }),
      'phone binding',
    ),
};
