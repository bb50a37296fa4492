/**
 * The personal office's profile calls (spec 02 §3 user_data, protection_methods; §4 "User
 * profile"): PUT /office-api/v1/personal, POST /office-api/v1/security/password,
 * PUT /office-api/v1/security/question, PUT /office-api/v1/security/email-auth and
 * POST /office-api/v1/security/phone. Each needs the player's token and answers the player's
 * user config as it now is, with protection_level recomputed when a method changed.
 */
import type { ProtectionMethods, UserConfig } from '@contract/user';
import { userConfigAnswerSchema } from '@contract/user';
import { hashPassword, verifyPassword } from '../auth-crypto';
import { alreadyRegistered, checkTimedCode, requireSession } from '../auth-session';
import type { UserRecord } from '../auth-store';
import type { RequestContext } from '../http';
import { json, parseBody, SandboxHttpError } from '../http';
import {
  emailAuthSchema,
  isoDay,
  normaliseAnswer,
  passwordChangeSchema,
  personalDataSchema,
  phoneBindingSchema,
  protectionLevelOf,
  securityQuestionSchema,
} from '../office-profile';
import type { Router } from '../router';
import type { SandboxState } from '../state';

/** spec 02 §4 "Verified: internal status 1 or group code VERIFICATION_SUCCESSFUL, and no …". */
function isVerified(config: UserConfig): boolean {
  return (
    (config.internal_verification_status === 1 ||
      config.verification_status_group_code === 'VERIFICATION_SUCCESSFUL') &&
    !config.requested_additional_document
  );
}

/** spec 02 §4 "Binding a phone moves 0 to 3 and 1 to 2". */
const ACTIVATION_AFTER_PHONE: Record<UserConfig['activation_type'], UserConfig['activation_type']> =
  { 0: 3, 1: 2, 2: 2, 3: 3 };

export function registerOfficeProfileRoutes(router: Router, state: SandboxState): void {
  const { store } = state;
  const { auth, userConfigs } = store;

  function sessionPlayer(ctx: RequestContext): { user: UserRecord; loginId: number } {
    const { userId, login } = requireSession(ctx, state);
    const user = auth.findUserById(userId);
    if (user === undefined) {
      throw SandboxHttpError.coded(401, 'unauthorized', 'Unauthorized', {
        detail: 'authorization: the player no longer exists',
      });
    }
    return { user, loginId: login.id };
  }

  /** The methods after `change`, and the level they add up to. */
  function protectionPatch(user: UserRecord, change: Partial<ProtectionMethods>) {
    const methods = { ...userConfigs.configOf(user).protection_methods, ...change };
    return { protection_methods: change, protection_level: protectionLevelOf(methods) };
  }

  const answer = (config: UserConfig) => json(userConfigAnswerSchema.parse({ data: config }));

  router.on('PUT', '/office-api/v1/personal', (ctx) => {
    const { user } = sessionPlayer(ctx);
    if (isVerified(userConfigs.configOf(user))) {
      throw SandboxHttpError.coded(
        403,
        'verified_read_only',
        'Verified details cannot be changed',
        {
          detail: 'user_data: the player is verified; identity details are changed through support',
        },
      );
    }
    const request = parseBody(ctx, personalDataSchema(isoDay(state.now())));
    const fullName = [request.name, request.surname].filter(Boolean).join(' ');
    return answer(
      userConfigs.update(user, {
        user_data: request,
        user_name: fullName === '' ? null : fullName,
      }),
    );
  });

  router.on('POST', '/office-api/v1/security/password', async (ctx) => {
    const { user, loginId } = sessionPlayer(ctx);
    const request = parseBody(ctx, passwordChangeSchema);
    // Checked before the rules of the new password, so the answer says which field is wrong.
    if (!(await verifyPassword(request.currentPassword, user.passwordHash))) {
      throw SandboxHttpError.coded(400, 'wrong_password', 'The current password is wrong', {
        source: { pointer: '/currentPassword' },
      });
    }
    if (request.newPassword === request.currentPassword) {
      throw SandboxHttpError.coded(400, 'same_password', 'The new password must differ', {
        source: { pointer: '/newPassword' },
      });
    }
    const passwordHash = await hashPassword(request.newPassword);
    const config = store.transaction(() => {
      auth.setPasswordHash(user.id, passwordHash);
      // Every other signed-in device must sign in again with the new password.
      auth.revokeOtherLogins(user.id, loginId, state.now());
      return userConfigs.update(user, {
        ...protectionPatch(user, { is_changed_password: true }),
        changed_pass_day_count: 0,
      });
    });
    return answer(config);
  });

  router.on('PUT', '/office-api/v1/security/question', async (ctx) => {
    const { user } = sessionPlayer(ctx);
    const request = parseBody(ctx, securityQuestionSchema);
    // The answer is a second password: kept as a hash only.
    const record = {
      question: request.question,
      answerHash: await hashPassword(normaliseAnswer(request.answer)),
    };
    return answer(
      userConfigs.setSecurityQuestion(user, record, {
        ...protectionPatch(user, { enable_security_question: true }),
        is_active_secure_question: true,
      }),
    );
  });

  router.on('PUT', '/office-api/v1/security/email-auth', (ctx) => {
    const { user } = sessionPlayer(ctx);
    const { enabled } = parseBody(ctx, emailAuthSchema);
    const config = userConfigs.configOf(user);
    const emailActive = config.activation_type === 1 || config.activation_type === 2;
    if (enabled && (config.user_email === null || !emailActive)) {
      throw SandboxHttpError.coded(409, 'no_email', 'Add and activate an e-mail first', {
        source: { pointer: '/enabled' },
      });
    }
    return answer(userConfigs.update(user, protectionPatch(user, { enable_email_auth: enabled })));
  });

  router.on('POST', '/office-api/v1/security/phone', (ctx) => {
    const { user } = sessionPlayer(ctx);
    const { countryCode, phone, code } = parseBody(ctx, phoneBindingSchema);
    const owner = auth.findUserByPhone(countryCode, phone);
    if (owner !== undefined && owner.id !== user.id) throw alreadyRegistered('phone');
    // The code POST /auth-api/v1/sms/send sends for a number with purpose `registration`.
    checkTimedCode(auth.findSmsCode(countryCode, phone, 'registration'), code, state.now());
    const before = userConfigs.configOf(user).activation_type;
    const config = store.transaction(() => {
      auth.useSmsCode(countryCode, phone, 'registration');
      auth.setUserPhone(user.id, countryCode, phone);
      const bound = auth.findUserById(user.id) ?? user;
      return userConfigs.update(bound, {
        ...protectionPatch(bound, { enable_phone_binding: true }),
        activation_type: ACTIVATION_AFTER_PHONE[before],
      });
    });
    return answer(config);
  });
}
