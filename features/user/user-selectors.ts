/**
 * What follows from the user config (spec 02 §4 "User profile", §5, §6): derived on read, never
 * stored. Each rule is a pure function of the config, and a selector of the store beside it.
 */
import { createSelector } from '@reduxjs/toolkit';
import {
  ACTIVATION_TYPES,
  VERIFICATION_SUCCESSFUL,
  type ActivationType,
  type UserConfig,
} from '@/server/upstream/schemas/user';
import { selectUserConfig } from './userSlice';

export type ProtectionLevelStatus = 'none' | 'bad' | 'normal' | 'good' | 'full';

/**
 * spec 02 §4: null is none; up to 30 is bad; above 30 and below 70 is normal; 70 up to below 100
 * is good; 100 is full.
 */
export function protectionLevelStatus(level: number | null): ProtectionLevelStatus {
  if (level === null) return 'none';
  if (level <= 30) return 'bad';
  if (level < 70) return 'normal';
  if (level < 100) return 'good';
  return 'full';
}

/** spec 02 §4 Activation type: what the player has activated. */
export function activatedContacts(type: ActivationType): { email: boolean; phone: boolean } {
  return {
    email: type === ACTIVATION_TYPES.emailOnly || type === ACTIVATION_TYPES.emailAndPhone,
    phone: type === ACTIVATION_TYPES.phoneOnly || type === ACTIVATION_TYPES.emailAndPhone,
  };
}

/**
 * spec 02 §4 "Binding a phone moves 0 to 3 and 1 to 2 and turns on the phone-binding protection
 * method": the config fields to merge once a phone is bound.
 */
export function phoneBoundChanges(
  config: Pick<UserConfig, 'activation_type' | 'protection_methods'>,
): Pick<UserConfig, 'activation_type' | 'protection_methods'> {
  const moved: Record<ActivationType, ActivationType> = { 0: 3, 1: 2, 2: 2, 3: 3 };
  return {
    activation_type: moved[config.activation_type],
    protection_methods: { ...config.protection_methods, enable_phone_binding: true },
  };
}

export type VerificationState = 'verified' | 'notVerified' | 'unknown';

/**
 * spec 02 §4 "Verified: internal status 1 or group code VERIFICATION_SUCCESSFUL, and no additional
 * document requested. Not verified: verification_status 1." Verified wins when both hold.
 */
export function verificationState(
  config: Pick<
    UserConfig,
    | 'internal_verification_status'
    | 'verification_status_group_code'
    | 'requested_additional_document'
    | 'verification_status'
  >,
): VerificationState {
  const verified =
    (config.internal_verification_status === 1 ||
      config.verification_status_group_code === VERIFICATION_SUCCESSFUL) &&
    !config.requested_additional_document;
  if (verified) return 'verified';
  return config.verification_status === 1 ? 'notVerified' : 'unknown';
}

/** spec 02 §4 "Pending user status: id 1". */
export const isPendingUser = (config: Pick<UserConfig, 'user_status_id'>) =>
  config.user_status_id === 1;

/** spec 02 §4 "Banned: ban_level above 0". */
export const isBanned = (config: Pick<UserConfig, 'ban_level'>) => config.ban_level > 0;

const present = (value: string | null | undefined) =>
  value !== null && value !== undefined && value.trim() !== '';

/**
 * spec 02 §5 "Required profile fields filled: birth date, name, surname, passport, passport date
 * and registration address all present."
 */
export function requiredProfileFieldsFilled(userData: UserConfig['user_data']): boolean {
  return [
    userData.date_birthday,
    userData.name,
    userData.surname,
    userData.passport,
    userData.passport_date,
    userData.registration_address,
  ].every(present);
}

/** spec 02 §5 "Contact fields filled: both phone and email present." */
export function contactFieldsFilled(
  config: Pick<UserConfig, 'phone_number' | 'user_email'>,
): boolean {
  return present(config.phone_number) && present(config.user_email);
}

/**
 * spec 02 §5 "Need to activate phone or email: a value exists but its activation type does not
 * cover it."
 */
export function needToActivate(
  config: Pick<UserConfig, 'phone_number' | 'user_email' | 'activation_type'>,
): { phone: boolean; email: boolean } {
  const activated = activatedContacts(config.activation_type);
  return {
    phone: present(config.phone_number) && !activated.phone,
    email: present(config.user_email) && !activated.email,
  };
}

/** spec 02 §6 "Per-user sports blacklists restrict line and live sports". */
export function isSportAllowed(
  config: Pick<UserConfig, 'disallow_line_sport' | 'disallow_live_sport'>,
  stream: 'line' | 'live',
  sportId: number,
): boolean {
  const blacklist = stream === 'line' ? config.disallow_line_sport : config.disallow_live_sport;
  return !blacklist.includes(sportId);
}

export const selectProtectionLevelStatus = createSelector([selectUserConfig], (config) =>
  protectionLevelStatus(config.protection_level),
);
export const selectActivationType = createSelector(
  [selectUserConfig],
  (config) => config.activation_type,
);
export const selectActivatedContacts = createSelector([selectUserConfig], (config) =>
  activatedContacts(config.activation_type),
);
export const selectIsPhoneBound = createSelector(
  [selectUserConfig],
  (config) => config.protection_methods.enable_phone_binding,
);
export const selectVerificationState = createSelector([selectUserConfig], verificationState);
export const selectIsVerified = createSelector(
  [selectVerificationState],
  (state) => state === 'verified',
);
export const selectIsNotVerified = createSelector(
  [selectVerificationState],
  (state) => state === 'notVerified',
);
export const selectIsPendingUser = createSelector([selectUserConfig], isPendingUser);
export const selectIsBanned = createSelector([selectUserConfig], isBanned);
export const selectBanLevel = createSelector([selectUserConfig], (config) => config.ban_level);
export const selectRequiredProfileFieldsFilled = createSelector([selectUserConfig], (config) =>
  requiredProfileFieldsFilled(config.user_data),
);
export const selectContactFieldsFilled = createSelector([selectUserConfig], contactFieldsFilled);
export const selectNeedToActivate = createSelector([selectUserConfig], needToActivate);
export const selectLineSportsBlacklist = createSelector(
  [selectUserConfig],
  (config) => config.disallow_line_sport,
);
export const selectLiveSportsBlacklist = createSelector(
  [selectUserConfig],
  (config) => config.disallow_live_sport,
);
