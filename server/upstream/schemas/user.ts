/**
 * zod schema of the user config (spec 02 §3 "User config", §7 "User config load"). The spec shows
 * no path; ours is GET /web-api/user/config: docs/upstream-contract.md "User config API". Fields
 * the schema does not name are dropped (zod strips unknown keys), so the BFF passes on only the
 * agreed shape.
 */
import { z } from 'zod';

const sportIdSchema = z.number().int().positive();

/** spec 02 §3: "sorted lists of sport ids"; kept sorted whatever order the upstream sends. */
export const sportIdsSchema = z
  .array(sportIdSchema)
  .max(1000)
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

const text = z.string().max(500).nullable();
/** A calendar date, `YYYY-MM-DD`. */
const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date like 1990-05-17')
  .nullable();

/** spec 02 §3 user_data: the identity fields of the personal-data page. */
export const userDataSchema = z.object({
  date_birthday: dateSchema,
  document_type_id: z.number().int().nonnegative().nullable(),
  inn: text,
  name: text,
  passport: text,
  passport_date: dateSchema,
  passport_end_date: dateSchema,
  registration_address: text,
  surname: text,
});
export type UserData = z.infer<typeof userDataSchema>;

/** spec 02 §3 protection_methods. */
export const protectionMethodsSchema = z.object({
  is_changed_password: z.boolean(),
  enable_two_factor_auth: z.boolean(),
  enable_phone_binding: z.boolean(),
  enable_security_question: z.boolean(),
  enable_email_auth: z.boolean(),
});
export type ProtectionMethods = z.infer<typeof protectionMethodsSchema>;

/** spec 02 §4: 0 none, 1 email only, 2 email and phone, 3 phone only. */
export const ACTIVATION_TYPES = { none: 0, emailOnly: 1, emailAndPhone: 2, phoneOnly: 3 } as const;
export const activationTypeSchema = z.literal([0, 1, 2, 3]);
export type ActivationType = z.infer<typeof activationTypeSchema>;

/** spec 02 §4 "Verified: … group code VERIFICATION_SUCCESSFUL". */
export const VERIFICATION_SUCCESSFUL = 'VERIFICATION_SUCCESSFUL';

export const userConfigSchema = z.object({
  disallow_line_sport: sportIdsSchema,
  disallow_live_sport: sportIdsSchema,
  phone_number: text,
  phone_code: text,
  user_email: text,
  user_name: text,
  /** ISO 3166 alpha-2, e.g. `RU`. */
  user_country_code: text,
  user_country_id: z.number().int().positive().nullable(),
  activation_type: activationTypeSchema,
  user_ref_id: z.number().int().positive().nullable(),
  user_msg_count: z.number().int().nonnegative(),
  isRequiredTransfer: z.boolean(),
  is_active_secure_question: z.boolean(),
  /** spec 02 §3 "user_hide_balance (default true)". */
  user_hide_balance: z.boolean().default(true),
  changed_pass_day_count: z.number().int().nonnegative().nullable(),
  user_data: userDataSchema,
  /** spec 02 §4: null is "none", otherwise 0 to 100. */
  protection_level: z.number().int().min(0).max(100).nullable(),
  protection_methods: protectionMethodsSchema,
  should_sync_protection_methods: z.boolean(),
  is_need_identification: z.boolean(),
  /** spec 02 §4 "Banned: ban_level above 0". */
  ban_level: z.number().int().nonnegative(),
  ban_version: z.number().int().nonnegative(),
  /** spec 02 §4 "Pending user status: id 1". */
  user_status_id: z.number().int().nonnegative(),
  /** spec 02 §4 "Verified: internal status 1 …". */
  internal_verification_status: z.number().int().nonnegative(),
  /** spec 02 §4 "Not verified: verification_status 1". */
  verification_status: z.number().int().nonnegative(),
  verification_types: z.array(z.string().max(64)).max(20),
  isCCLine: z.boolean(),
  isCClive: z.boolean(),
  isDataAfterRegistration: z.boolean(),
  verification_status_group_code: z.string().max(64).nullable(),
  requested_additional_document: z.boolean(),
  has_deposit: z.boolean(),
  is_identification_bonus: z.boolean(),
  show_verification_modal_on_deposit_page: z.boolean(),
  remaining_days_to_activate: z.number().int().nonnegative().nullable(),
  /** spec 02 §3 "plus recharge-notification flags": the recharge modal of spec 02 §2. */
  show_recharge_notification: z.boolean(),
  is_recharge_notification_shown: z.boolean(),
});
export type UserConfig = z.infer<typeof userConfigSchema>;

/** GET /web-api/user/config */
export const userConfigAnswerSchema = z.object({ data: userConfigSchema });
