/**
 * The players' user config (spec 02 §3 "User config") as the sandbox keeps it (table user_configs):
 * the contact fields come from the player's record, everything else from defaults (the demo player
 * has realistic ones) overlaid with what the control API set for the player. A reset forgets the
 * control API's changes.
 */
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { userConfigSchema, type UserConfig } from '@contract/user';
import type { UserRecord } from './auth-store';
import { demoPlayer } from './auth-seed';

/**
 * What the control API may set: any subset of the config, each field checked as the answer's
 * schema checks it; `user_data` and `protection_methods` merge field by field.
 */
export const userConfigPatchSchema = userConfigSchema
  .extend({
    user_data: userConfigSchema.shape.user_data.partial(),
    protection_methods: userConfigSchema.shape.protection_methods.partial(),
    // Without its default: a patch that does not name it must not reset it.
    user_hide_balance: z.boolean(),
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'give at least one field' });
export type UserConfigPatch = z.output<typeof userConfigPatchSchema>;

/** The sandbox's country ids (auth-seed.ts phone countries) as ISO alpha-2 codes. */
const COUNTRY_CODES: Readonly<Record<number, string>> = {
  1: 'RU',
  2: 'KZ',
  3: 'UA',
  4: 'GB',
  5: 'DE',
};

/**
 * spec 02 §4: an e-mail alone is type 1, both 2, a phone alone 3: a contact counts as activated
 * unless it waits for activation (ActivationOverlay).
 */
function activationTypeOf(user: UserRecord): UserConfig['activation_type'] {
  return activationTypeFor({ email: user.email !== null, phone: user.phone !== null });
}

/** A player who just registered: no documents, nothing verified, protection not rated yet. */
function baseConfig(user: UserRecord): UserConfig {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    disallow_line_sport: [],
    disallow_live_sport: [],
    phone_number: user.phone,
    phone_code: user.phoneCountryCode,
    user_email: user.email,
    user_name: name || null,
    user_country_code: user.countryId === null ? null : (COUNTRY_CODES[user.countryId] ?? null),
    user_country_id: user.countryId,
    activation_type: activationTypeOf(user),
    user_ref_id: null,
    user_msg_count: 0,
    isRequiredTransfer: false,
    is_active_secure_question: false,
    user_hide_balance: true,
    changed_pass_day_count: null,
    user_data: {
      date_birthday: user.birthDate,
      document_type_id: null,
      inn: null,
      name: user.firstName,
      passport: null,
      passport_date: null,
      passport_end_date: null,
      registration_address: null,
      surname: user.lastName,
    },
    protection_level: null,
    protection_methods: {
      is_changed_password: false,
      enable_two_factor_auth: user.twoStepEnabled,
      enable_phone_binding: false,
      enable_security_question: false,
      enable_email_auth: false,
    },
    should_sync_protection_methods: false,
    is_need_identification: true,
    ban_level: 0,
    ban_version: 0,
    user_status_id: 0,
    internal_verification_status: 0,
    verification_status: 1,
    verification_types: ['passport'],
    isCCLine: false,
    isCClive: false,
    isDataAfterRegistration: false,
    verification_status_group_code: null,
    requested_additional_document: false,
    has_deposit: false,
    is_identification_bonus: false,
    show_verification_modal_on_deposit_page: false,
    remaining_days_to_activate: null,
    show_recharge_notification: false,
    is_recharge_notification_shown: false,
  };
}

/** The demo player: verified with a passport, a deposit made, protection "normal" (45). */
export const demoUserConfigPatch: UserConfigPatch = {
  disallow_line_sport: [42, 17],
  disallow_live_sport: [40],
  user_ref_id: 7,
  user_msg_count: 2,
  changed_pass_day_count: 12,
  user_data: {
    document_type_id: 1,
    inn: '770123456789',
    passport: '4510 123456',
    passport_date: '2010-06-01',
    passport_end_date: '2035-05-17',
    registration_address: 'Moscow, Tverskaya st. 1, apt. 10',
  },
  protection_level: 45,
  protection_methods: { is_changed_password: true, enable_phone_binding: true },
  is_need_identification: false,
  internal_verification_status: 1,
  verification_status: 2,
  verification_status_group_code: 'VERIFICATION_SUCCESSFUL',
  has_deposit: true,
};

/** `patch` over `config`; the nested objects merge field by field, sport lists stay sorted. */
export function applyUserConfigPatch(config: UserConfig, patch: UserConfigPatch): UserConfig {
  return userConfigSchema.parse({
    ...config,
    ...patch,
    user_data: { ...config.user_data, ...patch.user_data },
    protection_methods: { ...config.protection_methods, ...patch.protection_methods },
  });
}

/** A player's security question and the hash of its answer: kept, never answered. */
export interface SecurityQuestionRecord {
  question: string;
  answerHash: string;
}

/** The key the security question has in the player's row, beside the config overrides. */
const SECURITY_QUESTION_KEY = 'security_question';

/**
 * The contacts that wait for activation (account-entry.ts): their bits are taken out of
 * `activation_type` whatever was stored, and `remaining_days_to_activate` counts to the nearest
 * deadline.
 */
export interface ActivationOverlay {
  pending: { email: boolean; phone: boolean };
  remainingDays: number | null;
}

/** spec 02 §4: 0 none, 1 email only, 2 email and phone, 3 phone only. */
export function activationTypeFor(activated: {
  email: boolean;
  phone: boolean;
}): UserConfig['activation_type'] {
  if (activated.email && activated.phone) return 2;
  if (activated.email) return 1;
  return activated.phone ? 3 : 0;
}

export function activatedOf(type: UserConfig['activation_type']): {
  email: boolean;
  phone: boolean;
} {
  return { email: type === 1 || type === 2, phone: type === 2 || type === 3 };
}

export class UserConfigStore {
  constructor(
    private readonly db: Database.Database,
    /** The player's unread inbox messages (office-activity-store.ts). */
    private readonly unreadMessages?: (userId: number) => number,
    /** The player's contacts waiting for activation (account-entry.ts). */
    private readonly activation?: (user: UserRecord) => ActivationOverlay,
  ) {}

  private stored(userId: number): Record<string, unknown> {
    const row = this.db.prepare('SELECT value FROM user_configs WHERE user_id = ?').get(userId) as
      { value: string } | undefined;
    return row === undefined ? {} : (JSON.parse(row.value) as Record<string, unknown>);
  }

  private write(userId: number, value: Record<string, unknown>): void {
    this.db
      .prepare(
        `INSERT INTO user_configs (user_id, value) VALUES (?, ?)
         ON CONFLICT (user_id) DO UPDATE SET value = excluded.value`,
      )
      .run(userId, JSON.stringify(value));
  }

  /** What the control API and the office calls set for the player, merged over earlier changes. */
  private overrides(userId: number): UserConfigPatch {
    const patch = this.stored(userId);
    delete patch[SECURITY_QUESTION_KEY];
    return patch as UserConfigPatch;
  }

  securityQuestionOf(userId: number): SecurityQuestionRecord | undefined {
    return this.stored(userId)[SECURITY_QUESTION_KEY] as SecurityQuestionRecord | undefined;
  }

  /** Keeps the question (replacing an earlier one) and applies `patch` as `update` does. */
  setSecurityQuestion(
    user: UserRecord,
    record: SecurityQuestionRecord,
    patch: UserConfigPatch,
  ): UserConfig {
    const config = this.update(user, patch);
    this.write(user.id, { ...this.stored(user.id), [SECURITY_QUESTION_KEY]: record });
    return config;
  }

  /** The player's config as the API answers it. */
  configOf(user: UserRecord): UserConfig {
    const seeded =
      user.id === demoPlayer.id
        ? applyUserConfigPatch(baseConfig(user), demoUserConfigPatch)
        : baseConfig(user);
    const overrides = this.overrides(user.id);
    const config = this.withActivation(user, overrides, applyUserConfigPatch(seeded, overrides));
    // spec 02 §3 user_msg_count is the inbox's unread count, unless the control API pinned one.
    if (overrides.user_msg_count !== undefined || !this.unreadMessages) return config;
    return { ...config, user_msg_count: this.unreadMessages(user.id) };
  }

  /** A contact waiting for activation is not activated, whatever the stored type says. */
  private withActivation(
    user: UserRecord,
    overrides: UserConfigPatch,
    config: UserConfig,
  ): UserConfig {
    if (!this.activation) return config;
    const { pending, remainingDays } = this.activation(user);
    const activated = activatedOf(config.activation_type);
    return {
      ...config,
      activation_type: activationTypeFor({
        email: activated.email && !pending.email,
        phone: activated.phone && !pending.phone,
      }),
      remaining_days_to_activate:
        overrides.remaining_days_to_activate === undefined
          ? remainingDays
          : config.remaining_days_to_activate,
    };
  }

  /** Keeps `patch` for the player over what was set before and answers the new config. */
  update(user: UserRecord, patch: UserConfigPatch): UserConfig {
    const previous = this.overrides(user.id);
    const merged: UserConfigPatch = {
      ...previous,
      ...patch,
      ...(previous.user_data || patch.user_data
        ? { user_data: { ...previous.user_data, ...patch.user_data } }
        : {}),
      ...(previous.protection_methods || patch.protection_methods
        ? { protection_methods: { ...previous.protection_methods, ...patch.protection_methods } }
        : {}),
    };
    const config = this.withActivation(
      user,
      merged,
      applyUserConfigPatch(this.configOf(user), patch),
    );
    const question = this.securityQuestionOf(user.id);
    this.write(user.id, question ? { ...merged, [SECURITY_QUESTION_KEY]: question } : merged);
    return config;
  }

  wipe(): void {
    this.db.prepare('DELETE FROM user_configs').run();
  }
}
