/**
 * The auth tables of the sandbox database (schema version 3): users, logins with their refresh
 * keys, sms, recovery and two-step codes, one-tap tokens, captcha challenges and passes, failed
 * logins, and the JWT secret. Times are epoch milliseconds from the sandbox clock, except the
 * users' `created_at` (ISO). Refresh keys are stored as SHA-256 hashes only.
 */
import type Database from 'better-sqlite3';
import { randomKey } from './auth-crypto';

export type SmsPurpose = 'login' | 'registration';

export interface UserRecord {
  id: number;
  email: string | null;
  phoneCountryCode: string | null;
  phone: string | null;
  passwordHash: string | null;
  currency: string;
  firstName: string | null;
  lastName: string | null;
  birthDate: string | null;
  countryId: number | null;
  twoStepEnabled: boolean;
  socialSubject: string | null;
  createdAt: string;
}

export type NewUser = Partial<Omit<UserRecord, 'currency' | 'createdAt'>> & {
  currency: string;
  createdAt: string;
};

export interface LoginRecord {
  id: number;
  userId: number;
  refreshKeyHash: string;
  remember: boolean;
  revokedAt: number | null;
  /** When the player signed in, epoch ms: the session time of spec 01 §4 counts from here. */
  createdAt: number;
}

export interface SmsCodeRecord {
  phoneCountryCode: string;
  phone: string;
  purpose: SmsPurpose;
  /** null: a code "sent" to a phone no user has, which nothing accepts. */
  code: string | null;
  sentAt: number;
  expiresAt: number;
}

export interface TimedCode {
  code: string;
  expiresAt: number;
}

export interface TwoStepChallenge extends TimedCode {
  userId: number;
  remember: boolean;
}

export interface CaptchaChallenge {
  answer: string;
  wrongAnswers: number;
  expiresAt: number;
}

interface UserRow {
  id: number;
  email: string | null;
  phone_country_code: string | null;
  phone: string | null;
  password_hash: string | null;
  currency: string;
  first_name: string | null;
  last_name: string | null;
  birth_date: string | null;
  country_id: number | null;
  two_step_enabled: number;
  social_subject: string | null;
  created_at: string;
}

interface LoginRow {
  id: number;
  user_id: number;
  refresh_key_hash: string;
  remember: number;
  revoked_at: number | null;
  created_at: number;
}

interface SmsCodeRow {
  phone_country_code: string;
  phone: string;
  purpose: SmsPurpose;
  code: string | null;
  sent_at: number;
  expires_at: number;
}

function toUser(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    phoneCountryCode: row.phone_country_code,
    phone: row.phone,
    passwordHash: row.password_hash,
    currency: row.currency,
    firstName: row.first_name,
    lastName: row.last_name,
    birthDate: row.birth_date,
    countryId: row.country_id,
    twoStepEnabled: row.two_step_enabled === 1,
    socialSubject: row.social_subject,
    createdAt: row.created_at,
  };
}

function toLogin(row: LoginRow): LoginRecord {
  return {
    id: row.id,
    userId: row.user_id,
    refreshKeyHash: row.refresh_key_hash,
    remember: row.remember === 1,
    revokedAt: row.revoked_at,
    createdAt: row.created_at,
  };
}

function toSmsCode(row: SmsCodeRow): SmsCodeRecord {
  return {
    phoneCountryCode: row.phone_country_code,
    phone: row.phone,
    purpose: row.purpose,
    code: row.code,
    sentAt: row.sent_at,
    expiresAt: row.expires_at,
  };
}

const USER_COLUMNS = `id, email, phone_country_code, phone, password_hash, currency, first_name,
  last_name, birth_date, country_id, two_step_enabled, social_subject, created_at`;

export class AuthStore {
  private secret: string | undefined;

  constructor(private readonly db: Database.Database) {}

  /** Empties every auth table except the JWT secret and the token serials, which outlive resets. */
  wipe(): void {
    this.db.exec(`
      DELETE FROM one_tap_tokens;
      DELETE FROM two_step_challenges;
      DELETE FROM recovery_codes;
      DELETE FROM logins;
      DELETE FROM users;
      DELETE FROM sms_codes;
      DELETE FROM captcha_challenges;
      DELETE FROM captcha_passes;
      DELETE FROM login_failures;
    `);
  }

  /** The HMAC key of the JWTs, made once per database file. */
  jwtSecret(): string {
    if (this.secret !== undefined) return this.secret;
    this.db
      .prepare('INSERT OR IGNORE INTO auth_keys (id, jwt_secret) VALUES (1, ?)')
      .run(randomKey(32));
    const row = this.db.prepare('SELECT jwt_secret FROM auth_keys WHERE id = 1').get() as {
      jwt_secret: string;
    };
    this.secret = row.jwt_secret;
    return this.secret;
  }

  nextTokenSerial(): number {
    this.jwtSecret();
    const row = this.db
      .prepare(
        'UPDATE auth_keys SET token_serial = token_serial + 1 WHERE id = 1 RETURNING token_serial',
      )
      .get() as { token_serial: number };
    return row.token_serial;
  }

  /** Every token issued so far (serial up to the current one) counts as expired from now on. */
  expireIssuedTokens(): void {
    this.jwtSecret();
    this.db
      .prepare('UPDATE auth_keys SET expired_through_serial = token_serial WHERE id = 1')
      .run();
  }

  expiredThroughSerial(): number {
    const row = this.db
      .prepare('SELECT expired_through_serial FROM auth_keys WHERE id = 1')
      .get() as { expired_through_serial: number } | undefined;
    return row?.expired_through_serial ?? 0;
  }

  private userWhere(condition: string, ...values: unknown[]): UserRecord | undefined {
    const row = this.db
      .prepare(`SELECT ${USER_COLUMNS} FROM users WHERE ${condition} ORDER BY id LIMIT 1`)
      .get(...values) as UserRow | undefined;
    return row === undefined ? undefined : toUser(row);
  }

  findUserById(id: number): UserRecord | undefined {
    return this.userWhere('id = ?', id);
  }

  /** Case-insensitive, as e-mail addresses are in practice. */
  findUserByEmail(email: string): UserRecord | undefined {
    return this.userWhere('email = ?', email);
  }

  findUserByPhone(countryCode: string, phone: string): UserRecord | undefined {
    return this.userWhere('phone_country_code = ? AND phone = ?', countryCode, phone);
  }

  /** By the country code and the number written together (`79000000001`). */
  findUserByPhoneDigits(digits: string): UserRecord | undefined {
    return this.userWhere('phone_country_code || phone = ?', digits);
  }

  findUserBySocialSubject(subject: string): UserRecord | undefined {
    return this.userWhere('social_subject = ?', subject);
  }

  insertUser(user: NewUser): number {
    const result = this.db
      .prepare(
        `INSERT INTO users (id, email, phone_country_code, phone, password_hash, currency,
           first_name, last_name, birth_date, country_id, two_step_enabled, social_subject,
           created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        user.id ?? null,
        user.email ?? null,
        user.phoneCountryCode ?? null,
        user.phone ?? null,
        user.passwordHash ?? null,
        user.currency,
        user.firstName ?? null,
        user.lastName ?? null,
        user.birthDate ?? null,
        user.countryId ?? null,
        user.twoStepEnabled === true ? 1 : 0,
        user.socialSubject ?? null,
        user.createdAt,
      );
    return Number(result.lastInsertRowid);
  }

  setUserEmail(id: number, email: string): void {
    this.db.prepare('UPDATE users SET email = ? WHERE id = ?').run(email, id);
  }

  /** What a full registration gives, written again when it is sent again before its link. */
  setRegistrationDetails(
    id: number,
    details: Pick<
      UserRecord,
      'passwordHash' | 'currency' | 'firstName' | 'lastName' | 'birthDate' | 'countryId'
    >,
  ): void {
    this.db
      .prepare(
        `UPDATE users SET password_hash = ?, currency = ?, first_name = ?, last_name = ?,
           birth_date = ?, country_id = ? WHERE id = ?`,
      )
      .run(
        details.passwordHash,
        details.currency,
        details.firstName,
        details.lastName,
        details.birthDate,
        details.countryId,
        id,
      );
  }

  setPasswordHash(id: number, passwordHash: string): void {
    this.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, id);
  }

  /** The caller checks first that no other player has the number (the table refuses a repeat). */
  setUserPhone(id: number, countryCode: string, phone: string): void {
    this.db
      .prepare('UPDATE users SET phone_country_code = ?, phone = ? WHERE id = ?')
      .run(countryCode, phone, id);
  }

  createLogin(userId: number, refreshKeyHash: string, remember: boolean, now: number): number {
    const result = this.db
      .prepare(
        'INSERT INTO logins (user_id, refresh_key_hash, remember, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(userId, refreshKeyHash, remember ? 1 : 0, now);
    return Number(result.lastInsertRowid);
  }

  findLogin(id: number): LoginRecord | undefined {
    const row = this.db
      .prepare(
        `SELECT id, user_id, refresh_key_hash, remember, revoked_at, created_at FROM logins
         WHERE id = ?`,
      )
      .get(id) as LoginRow | undefined;
    return row === undefined ? undefined : toLogin(row);
  }

  /** The login holding this refresh key, unless it was revoked. */
  findActiveLoginByKeyHash(refreshKeyHash: string): LoginRecord | undefined {
    const row = this.db
      .prepare(
        `SELECT id, user_id, refresh_key_hash, remember, revoked_at, created_at FROM logins
         WHERE refresh_key_hash = ? AND revoked_at IS NULL`,
      )
      .get(refreshKeyHash) as LoginRow | undefined;
    return row === undefined ? undefined : toLogin(row);
  }

  revokeLogin(id: number, now: number): void {
    this.db
      .prepare('UPDATE logins SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL')
      .run(now, id);
  }

  /** Every login of the user but `keepLoginId` (the one that asked). */
  revokeOtherLogins(userId: number, keepLoginId: number, now: number): void {
    this.db
      .prepare(
        'UPDATE logins SET revoked_at = ? WHERE user_id = ? AND id != ? AND revoked_at IS NULL',
      )
      .run(now, userId, keepLoginId);
  }

  revokeUserLogins(userId: number, now: number): void {
    this.db
      .prepare('UPDATE logins SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL')
      .run(now, userId);
  }

  findSmsCode(countryCode: string, phone: string, purpose: SmsPurpose): SmsCodeRecord | undefined {
    const row = this.db
      .prepare(
        `SELECT phone_country_code, phone, purpose, code, sent_at, expires_at FROM sms_codes
         WHERE phone_country_code = ? AND phone = ? AND purpose = ?`,
      )
      .get(countryCode, phone, purpose) as SmsCodeRow | undefined;
    return row === undefined ? undefined : toSmsCode(row);
  }

  /** The newest usable code sent to the country code and number written together. */
  lastSmsCode(digits: string): SmsCodeRecord | undefined {
    const row = this.db
      .prepare(
        `SELECT phone_country_code, phone, purpose, code, sent_at, expires_at FROM sms_codes
         WHERE phone_country_code || phone = ? AND code IS NOT NULL
         ORDER BY sent_at DESC LIMIT 1`,
      )
      .get(digits) as SmsCodeRow | undefined;
    return row === undefined ? undefined : toSmsCode(row);
  }

  putSmsCode(record: SmsCodeRecord): void {
    this.db
      .prepare(
        `INSERT INTO sms_codes (phone_country_code, phone, purpose, code, sent_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (phone_country_code, phone, purpose) DO UPDATE SET
           code = excluded.code, sent_at = excluded.sent_at, expires_at = excluded.expires_at`,
      )
      .run(
        record.phoneCountryCode,
        record.phone,
        record.purpose,
        record.code,
        record.sentAt,
        record.expiresAt,
      );
  }

  /** A used code stops working, but its send time still holds back the next send. */
  useSmsCode(countryCode: string, phone: string, purpose: SmsPurpose): void {
    this.db
      .prepare(
        `UPDATE sms_codes SET code = NULL
         WHERE phone_country_code = ? AND phone = ? AND purpose = ?`,
      )
      .run(countryCode, phone, purpose);
  }

  findRecoveryCode(userId: number): TimedCode | undefined {
    const row = this.db
      .prepare('SELECT code, expires_at FROM recovery_codes WHERE user_id = ?')
      .get(userId) as { code: string; expires_at: number } | undefined;
    return row === undefined ? undefined : { code: row.code, expiresAt: row.expires_at };
  }

  /** One code per user: a new request replaces the previous code. */
  putRecoveryCode(userId: number, code: string, expiresAt: number): void {
    this.db
      .prepare(
        `INSERT INTO recovery_codes (user_id, code, expires_at) VALUES (?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET code = excluded.code, expires_at = excluded.expires_at`,
      )
      .run(userId, code, expiresAt);
  }

  deleteRecoveryCode(userId: number): void {
    this.db.prepare('DELETE FROM recovery_codes WHERE user_id = ?').run(userId);
  }

  putTwoStepChallenge(token: string, challenge: TwoStepChallenge): void {
    this.db
      .prepare(
        `INSERT INTO two_step_challenges (token, user_id, code, remember, expires_at)
         VALUES (?, ?, ?, ?, ?)`,
      )
      .run(
        token,
        challenge.userId,
        challenge.code,
        challenge.remember ? 1 : 0,
        challenge.expiresAt,
      );
  }

  findTwoStepChallenge(token: string): TwoStepChallenge | undefined {
    const row = this.db
      .prepare(
        'SELECT user_id, code, remember, expires_at FROM two_step_challenges WHERE token = ?',
      )
      .get(token) as
      { user_id: number; code: string; remember: number; expires_at: number } | undefined;
    if (row === undefined) return undefined;
    return {
      userId: row.user_id,
      code: row.code,
      remember: row.remember === 1,
      expiresAt: row.expires_at,
    };
  }

  /** Also drops the challenges that ran out, so the table does not grow. */
  deleteTwoStepChallenge(token: string, now: number): void {
    this.db
      .prepare('DELETE FROM two_step_challenges WHERE token = ? OR expires_at <= ?')
      .run(token, now);
  }

  putOneTapToken(token: string, userId: number, expiresAt: number): void {
    this.db
      .prepare('INSERT INTO one_tap_tokens (token, user_id, expires_at) VALUES (?, ?, ?)')
      .run(token, userId, expiresAt);
  }

  /** The user of an unexpired one-tap token, which is used up by this call. */
  takeOneTapToken(token: string, now: number): number | undefined {
    const row = this.db
      .prepare('DELETE FROM one_tap_tokens WHERE token = ? RETURNING user_id, expires_at')
      .get(token) as { user_id: number; expires_at: number } | undefined;
    return row !== undefined && row.expires_at > now ? row.user_id : undefined;
  }

  /** Also drops the challenges that ran out, so the table does not grow. */
  putCaptchaChallenge(key: string, answer: string, expiresAt: number, now: number): void {
    this.db.prepare('DELETE FROM captcha_challenges WHERE expires_at <= ?').run(now);
    this.db
      .prepare('INSERT INTO captcha_challenges (key, answer, expires_at) VALUES (?, ?, ?)')
      .run(key, answer, expiresAt);
  }

  findCaptchaChallenge(key: string): CaptchaChallenge | undefined {
    const row = this.db
      .prepare('SELECT answer, wrong_answers, expires_at FROM captcha_challenges WHERE key = ?')
      .get(key) as { answer: string; wrong_answers: number; expires_at: number } | undefined;
    if (row === undefined) return undefined;
    return { answer: row.answer, wrongAnswers: row.wrong_answers, expiresAt: row.expires_at };
  }

  /** Answers how many wrong answers the challenge has had, this one included. */
  recordWrongCaptchaAnswer(key: string): number {
    const row = this.db
      .prepare(
        `UPDATE captcha_challenges SET wrong_answers = wrong_answers + 1 WHERE key = ?
         RETURNING wrong_answers`,
      )
      .get(key) as { wrong_answers: number } | undefined;
    return row?.wrong_answers ?? 0;
  }

  deleteCaptchaChallenge(key: string): void {
    this.db.prepare('DELETE FROM captcha_challenges WHERE key = ?').run(key);
  }

  putCaptchaPass(token: string, expiresAt: number, now: number): void {
    this.db.prepare('DELETE FROM captcha_passes WHERE expires_at <= ?').run(now);
    this.db
      .prepare('INSERT INTO captcha_passes (token, expires_at) VALUES (?, ?)')
      .run(token, expiresAt);
  }

  /** Whether the pass exists and has not expired; it is used up either way. */
  takeCaptchaPass(token: string, now: number): boolean {
    const row = this.db
      .prepare('DELETE FROM captcha_passes WHERE token = ? RETURNING expires_at')
      .get(token) as { expires_at: number } | undefined;
    return row !== undefined && row.expires_at > now;
  }

  countLoginFailures(login: string, since: number): number {
    const row = this.db
      .prepare('SELECT count(*) AS count FROM login_failures WHERE login = ? AND failed_at > ?')
      .get(login, since) as { count: number };
    return row.count;
  }

  /** Rows older than `forgetBefore` are dropped on the way. */
  recordLoginFailure(login: string, now: number, forgetBefore: number): void {
    this.db.prepare('DELETE FROM login_failures WHERE failed_at <= ?').run(forgetBefore);
    this.db.prepare('INSERT INTO login_failures (login, failed_at) VALUES (?, ?)').run(login, now);
  }

  clearLoginFailures(logins: readonly string[]): void {
    const remove = this.db.prepare('DELETE FROM login_failures WHERE login = ?');
    for (const login of logins) remove.run(login);
  }
}
