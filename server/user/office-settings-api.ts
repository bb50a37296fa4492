import 'server-only';
import type { KyInstance } from 'ky';
import { requestJson } from '@/server/upstream/client';
import {
  disallowedSportsAnswerSchema,
  officeSettingsAnswerSchema,
  type DisallowedSports,
  type OfficeSettingId,
} from '@/server/upstream/schemas/office-settings';

/** docs/upstream-contract.md "Office settings": the player's saved display preferences. */
export const officeSettingsApi = {
  get: async (upstream: KyInstance) =>
    (
      await requestJson(
        () => upstream.get('office-api/v1/settings'),
        officeSettingsAnswerSchema,
        'office settings',
      )
    ).data,
  save: async (upstream: KyInstance, id: OfficeSettingId, value: number | boolean) =>
    (
      await requestJson(
        () => upstream.put('office-api/v1/settings', { json: { id, value } }),
        officeSettingsAnswerSchema,
        'office settings save',
      )
    ).data,
  /** spec 01 §7 "save disallowed sports (line and live)". */
  saveDisallowedSports: async (upstream: KyInstance, lists: DisallowedSports) =>
    (
      await requestJson(
        () => upstream.put('office-api/v1/settings/disallowed-sports', { json: lists }),
        disallowedSportsAnswerSchema,
        'disallowed sports save',
      )
    ).data,
};
