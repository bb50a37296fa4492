import 'server-only';
import type { KyInstance } from 'ky';
import { requestJson } from '@/server/upstream/client';
import {
  documentAnswerSchema,
  ideaAnswerSchema,
  ideasAnswerSchema,
  managerMessageAnswerSchema,
  managerMessagesAnswerSchema,
  personalManagerAnswerSchema,
  verificationAnswerSchema,
  type DocumentUploadRequest,
  type IdeaRequest,
  type IdentificationRequest,
  type ManagerMessageRequest,
} from '@/server/upstream/schemas/office-extra';
import { userConfigAnswerSchema } from '@/server/upstream/schemas/user';

/** A file travels in one request: the budget of a call that carries up to 5 MB. */
const UPLOAD_TIMEOUT_MS = 20_000;

/**
 * docs/upstream-contract.md "Verification, manager and ideas API": the player's verification
 * documents, the identification, the personal manager and the ideas. Each call needs the
 * player's token.
 */
export const officeExtraApi = {
  verification: async (upstream: KyInstance) =>
    (
      await requestJson(
        () => upstream.get('office-api/v1/verification'),
        verificationAnswerSchema,
        'verification',
      )
    ).data,

  uploadDocument: async (upstream: KyInstance, request: DocumentUploadRequest) =>
    (
      await requestJson(
        () =>
          upstream.post('office-api/v1/verification/documents', {
            json: request,
            timeout: UPLOAD_TIMEOUT_MS,
          }),
        documentAnswerSchema,
        'document upload',
      )
    ).data,

  /** Answers the user config as it now is: is_need_identification off. */
  identify: async (upstream: KyInstance, request: IdentificationRequest) =>
    (
      await requestJson(
        () => upstream.post('office-api/v1/identification', { json: request }),
        userConfigAnswerSchema,
        'identification',
      )
    ).data,

  manager: async (upstream: KyInstance, lang: string) =>
    (
      await requestJson(
        () => upstream.get('office-api/v1/manager', { searchParams: { lang } }),
        personalManagerAnswerSchema,
        'personal manager',
      )
    ).data,

  managerMessages: async (upstream: KyInstance) =>
    (
      await requestJson(
        () => upstream.get('office-api/v1/manager/messages'),
        managerMessagesAnswerSchema,
        'manager messages',
      )
    ).data,

  sendManagerMessage: async (upstream: KyInstance, request: ManagerMessageRequest) =>
    (
      await requestJson(
        () => upstream.post('office-api/v1/manager/messages', { json: request }),
        managerMessageAnswerSchema,
        'manager message',
      )
    ).data,

  ideas: async (upstream: KyInstance) =>
    (await requestJson(() => upstream.get('office-api/v1/ideas'), ideasAnswerSchema, 'ideas')).data,

  sendIdea: async (upstream: KyInstance, request: IdeaRequest) =>
    (
      await requestJson(
        () => upstream.post('office-api/v1/ideas', { json: request }),
        ideaAnswerSchema,
        'idea',
      )
    ).data,
};
