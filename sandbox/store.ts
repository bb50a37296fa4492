/**
 * The sandbox state on disk: one SQLite file, WAL journal with synchronous=FULL so a change the
 * control API acknowledged survives a crash. The schema evolves through `migrations`, applied in
 * order and counted in the `user_version` pragma.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { z } from 'zod';
import type { Language } from '@contract/config';
import { languageSchema } from '@contract/config';
import {
  AccountEntryStore,
  ACCOUNT_ENTRY_TABLES,
  AWAITING_REGISTRATION_TABLES,
} from './account-entry-store';
import { activationOverlay } from './activation-overlay';
import { AccountStore } from './accounts-store';
import { AuthStore } from './auth-store';
import { CASINO_TABLES, CasinoStore } from './casino-store';
import { CASHIER_TABLES, CashierStore } from './cashier-store';
import { CookieAgreementStore, COOKIE_AGREEMENT_TABLES } from './cookie-agreement-store';
import { CouponStore } from './coupon-store';
import type { BlockState, DocumentName, DocumentValue } from './documents';
import { documentSchemas } from './documents';
import { LimitsStore, LIMITS_TABLES } from './limits-store';
import { LINE_EVENTS_TABLES, LineStore } from './line-store';
import { OFFICE_ACTIVITY_TABLES, OfficeActivityStore } from './office-activity-store';
import { OfficeSettingsStore } from './office-settings-store';
import { OFFICE_VERIFICATION_TABLES, OfficeVerificationStore } from './office-verification-store';
import { OFFICE_LOYALTY_TABLES, OfficeLoyaltyStore } from './office-loyalty-store';
import { OFFICE_PROGRAMMES_TABLES, OfficeProgrammesStore } from './office-programmes-store';
import type { SeoKey, SeoKind, SeoRecord } from './seo-records';
import { seoRecordSchemas } from './seo-records';
import { TERMS_TABLES, TermsStore } from './terms-store';
import { TOTO_TABLES, TotoStore } from './toto-store';
import { LOTTO_TABLES, LottoStore } from './lotto-store';
import { UserConfigStore } from './user-config';

/** Append only: a shipped migration is never edited, a new one is added after it. */
const migrations: readonly string[] = [
  `
  CREATE TABLE documents (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT;
  CREATE TABLE languages (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    position INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE texts (
    lang TEXT NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (lang, key)
  ) STRICT;
  CREATE TABLE config_groups (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
  ) STRICT;
  CREATE TABLE redirect_rules (
    from_path TEXT PRIMARY KEY,
    to_url TEXT NOT NULL,
    code INTEGER NOT NULL CHECK (code IN (301, 302))
  ) STRICT;
  CREATE TABLE block_rules (
    url_prefix TEXT PRIMARY KEY,
    display_type_id INTEGER NOT NULL,
    template_type_id INTEGER
  ) STRICT;
  `,
  `
  CREATE TABLE seo_records (
    kind TEXT NOT NULL CHECK (kind IN ('page-data', 'content', 'page-visual')),
    section TEXT NOT NULL,
    lang TEXT NOT NULL,
    subsection_id TEXT NOT NULL DEFAULT '',
    value TEXT NOT NULL,
    PRIMARY KEY (kind, section, lang, subsection_id)
  ) STRICT;
  `,
  `
  CREATE TABLE auth_keys (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    jwt_secret TEXT NOT NULL,
    token_serial INTEGER NOT NULL DEFAULT 0,
    expired_through_serial INTEGER NOT NULL DEFAULT 0
  ) STRICT;
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    email TEXT UNIQUE COLLATE NOCASE,
    phone_country_code TEXT,
    phone TEXT,
    password_hash TEXT,
    currency TEXT NOT NULL,
    first_name TEXT,
    last_name TEXT,
    birth_date TEXT,
    country_id INTEGER,
    two_step_enabled INTEGER NOT NULL DEFAULT 0 CHECK (two_step_enabled IN (0, 1)),
    social_subject TEXT UNIQUE,
    created_at TEXT NOT NULL,
    UNIQUE (phone_country_code, phone),
    CHECK ((phone_country_code IS NULL) = (phone IS NULL))
  ) STRICT;
  CREATE TABLE logins (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    refresh_key_hash TEXT NOT NULL UNIQUE,
    remember INTEGER NOT NULL CHECK (remember IN (0, 1)),
    created_at INTEGER NOT NULL,
    revoked_at INTEGER
  ) STRICT;
  CREATE INDEX logins_by_user ON logins (user_id);
  CREATE TABLE sms_codes (
    phone_country_code TEXT NOT NULL,
    phone TEXT NOT NULL,
    purpose TEXT NOT NULL CHECK (purpose IN ('login', 'registration')),
    code TEXT,
    sent_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (phone_country_code, phone, purpose)
  ) STRICT;
  CREATE TABLE recovery_codes (
    user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    code TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE two_step_challenges (
    token TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    code TEXT NOT NULL,
    remember INTEGER NOT NULL CHECK (remember IN (0, 1)),
    expires_at INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE one_tap_tokens (
    token TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE captcha_challenges (
    key TEXT PRIMARY KEY,
    answer TEXT NOT NULL,
    wrong_answers INTEGER NOT NULL DEFAULT 0,
    expires_at INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE captcha_passes (
    token TEXT PRIMARY KEY,
    expires_at INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE login_failures (
    login TEXT NOT NULL,
    failed_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX login_failures_by_login ON login_failures (login, failed_at);
  `,
  `
  CREATE TABLE line_sports (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    name_en TEXT NOT NULL,
    name_ru TEXT NOT NULL
  ) STRICT;
  CREATE TABLE line_countries (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name_en TEXT NOT NULL,
    name_ru TEXT NOT NULL
  ) STRICT;
  CREATE TABLE line_champs (
    id INTEGER PRIMARY KEY,
    sport_id INTEGER NOT NULL REFERENCES line_sports (id),
    country_id INTEGER NOT NULL REFERENCES line_countries (id),
    name_en TEXT NOT NULL,
    name_ru TEXT NOT NULL,
    is_top INTEGER NOT NULL CHECK (is_top IN (0, 1)),
    position INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE line_games (
    id INTEGER PRIMARY KEY,
    sport_id INTEGER NOT NULL REFERENCES line_sports (id),
    champ_id INTEGER NOT NULL REFERENCES line_champs (id),
    home_en TEXT NOT NULL,
    home_ru TEXT,
    away_en TEXT NOT NULL,
    away_ru TEXT,
    start_time INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('prematch', 'live', 'finished')),
    is_recommended INTEGER NOT NULL CHECK (is_recommended IN (0, 1)),
    score_home INTEGER,
    score_away INTEGER,
    elapsed_seconds INTEGER NOT NULL,
    model TEXT NOT NULL
  ) STRICT;
  CREATE INDEX line_games_by_status ON line_games (status, start_time);
  CREATE TABLE line_outcomes (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES line_games (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    kind INTEGER NOT NULL,
    type_id INTEGER NOT NULL,
    param REAL,
    competitor_en TEXT,
    competitor_ru TEXT,
    coef_x100 INTEGER NOT NULL CHECK (coef_x100 >= 100),
    blocked_by TEXT CHECK (blocked_by IN ('control', 'suspended', 'decided', 'finished')),
    UNIQUE (game_id, position)
  ) STRICT;
  CREATE TABLE line_live (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    tick INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE accounts (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    type INTEGER NOT NULL CHECK (type IN (0, 4, 9)),
    currency_id INTEGER NOT NULL,
    currency TEXT NOT NULL,
    balance_minor INTEGER NOT NULL CHECK (balance_minor >= 0),
    created_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX accounts_by_user ON accounts (user_id, id);
  CREATE TABLE active_accounts (
    user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE
  ) STRICT;
  CREATE TABLE coupons (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    type_id INTEGER NOT NULL CHECK (type_id BETWEEN 0 AND 8),
    amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
    coef REAL NOT NULL,
    possible_win_minor INTEGER NOT NULL,
    system_value INTEGER,
    change_coef_action INTEGER NOT NULL,
    coef_view_id INTEGER NOT NULL,
    exact_coef REAL NOT NULL,
    bets TEXT NOT NULL,
    request TEXT NOT NULL,
    placed_at INTEGER NOT NULL,
    settled_status_id INTEGER,
    payout_minor INTEGER,
    settled_at INTEGER
  ) STRICT;
  CREATE INDEX coupons_by_user ON coupons (user_id, placed_at, id);
  CREATE TABLE coupon_requests (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    request_id TEXT NOT NULL,
    body_hash TEXT NOT NULL,
    status INTEGER NOT NULL,
    answer TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, request_id)
  ) STRICT;
  `,
  `
  CREATE TABLE user_configs (
    user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    value TEXT NOT NULL
  ) STRICT;
  `,
  `
  CREATE TABLE office_settings (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    setting_id TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (user_id, setting_id)
  ) STRICT;
  `,
  OFFICE_ACTIVITY_TABLES,
  LIMITS_TABLES,
  COOKIE_AGREEMENT_TABLES,
  TERMS_TABLES,
  CASINO_TABLES,
  CASHIER_TABLES,
  TOTO_TABLES + LOTTO_TABLES,
  OFFICE_VERIFICATION_TABLES,
  ACCOUNT_ENTRY_TABLES,
  OFFICE_LOYALTY_TABLES,
  OFFICE_PROGRAMMES_TABLES,
  AWAITING_REGISTRATION_TABLES,
  LINE_EVENTS_TABLES,
];

export const SCHEMA_VERSION = migrations.length;

const configGroupSchema = z.record(z.string(), z.unknown());
export type ConfigGroup = z.infer<typeof configGroupSchema>;

export interface RedirectRule {
  from: string;
  to: string;
  code: 301 | 302;
}

export interface BlockRule extends BlockState {
  urlPrefix: string;
}

interface RedirectRow {
  from_path: string;
  to_url: string;
  code: number;
}

interface BlockRuleRow {
  url_prefix: string;
  display_type_id: number;
  template_type_id: number | null;
}

/** Migrates to the latest schema; answers the version the file was at before. */
function migrate(db: Database.Database): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > migrations.length) {
    throw new Error(
      `sandbox database is at schema version ${current}, newer than this code (${migrations.length})`,
    );
  }
  db.transaction(() => {
    for (const [index, sql] of migrations.entries()) {
      if (index < current) continue;
      db.exec(sql);
    }
    db.pragma(`user_version = ${migrations.length}`);
  })();
  return current;
}

function toRedirectRule(row: RedirectRow): RedirectRule {
  return { from: row.from_path, to: row.to_url, code: row.code === 302 ? 302 : 301 };
}

function toBlockRule(row: BlockRuleRow): BlockRule {
  return {
    urlPrefix: row.url_prefix,
    displayTypeId: row.display_type_id,
    templateTypeId: row.template_type_id,
  };
}

export class SandboxStore {
  /** Users, logins, codes and captcha (auth-store.ts). */
  readonly auth: AuthStore;
  /** Sports, championships, games and outcomes, live state (line-store.ts). */
  readonly line: LineStore;
  /** Players' accounts and balances (accounts-store.ts). */
  readonly accounts: AccountStore;
  /** Placed coupons and the answers kept for repeated request ids (coupon-store.ts). */
  readonly coupons: CouponStore;
  /** What the control API set in players' user config (user-config.ts). */
  readonly userConfigs: UserConfigStore;
  /** Players' saved display preferences (office-settings-store.ts). */
  readonly officeSettings: OfficeSettingsStore;
  /** Payments, bonuses, inbox and support requests (office-activity-store.ts). */
  readonly officeActivity: OfficeActivityStore;
  /** Published terms and what each player accepted (terms-store.ts). */
  readonly terms: TermsStore;
  /** Responsible-gaming limits, their test questions and the control API's clock (limits-store.ts). */
  readonly limits: LimitsStore;
  /** Players' cookie choices and their times (cookie-agreement-store.ts). */
  readonly cookieAgreements: CookieAgreementStore;
  /** Players' casino favourites, recently played games and launch tickets (casino-store.ts). */
  readonly casino: CasinoStore;
  /** Players' toto coupons and lotto tickets (toto-store.ts, lotto-store.ts). */
  readonly toto: TotoStore;
  readonly lotto: LottoStore;
  /** Deposit and withdrawal links, payment-problem requests (cashier-store.ts). */
  readonly cashier: CashierStore;
  /** Contacts waiting for activation, activation links and codes, the outbox (account-entry-store.ts). */
  readonly accountEntry: AccountEntryStore;
  /** The sandbox clock (startSandbox's `now`); the persisted offset over Date.now until then. */
  private clock: () => number = () => Date.now() + this.limits.clockOffset();
  /** Verification documents, manager messages and ideas (office-verification-store.ts). */
  readonly officeVerification: OfficeVerificationStore;
  /** Loyalty points, casino rounds, cashback payouts and reward exchanges (office-loyalty-store.ts). */
  readonly officeLoyalty: OfficeLoyaltyStore;
  /** Promotion participations, partner links, QR sign-in codes and devices (office-programmes-store.ts). */
  readonly officeProgrammes: OfficeProgrammesStore;

  private constructor(
    private readonly db: Database.Database,
    /** The schema version the file had when opened: 0 for a new file. */
    readonly openedAtVersion: number,
  ) {
    this.auth = new AuthStore(db);
    this.line = new LineStore(db);
    this.accounts = new AccountStore(db);
    this.coupons = new CouponStore(db);
    this.officeActivity = new OfficeActivityStore(db);
    this.accountEntry = new AccountEntryStore(db);
    this.userConfigs = new UserConfigStore(
      db,
      (userId) => this.officeActivity.unreadCount(userId),
      (user) => activationOverlay(this.accountEntry, user, this.clock()),
    );
    this.officeSettings = new OfficeSettingsStore(db);
    this.terms = new TermsStore(db);
    this.limits = new LimitsStore(db);
    this.cookieAgreements = new CookieAgreementStore(db);
    this.casino = new CasinoStore(db);
    this.toto = new TotoStore(db);
    this.lotto = new LottoStore(db);
    this.cashier = new CashierStore(db);
    this.officeVerification = new OfficeVerificationStore(db);
    this.officeLoyalty = new OfficeLoyaltyStore(db);
    this.officeProgrammes = new OfficeProgrammesStore(db);
  }

  /** Opens (creating the folder and file when needed) and migrates the database at `path`. */
  static open(path: string): SandboxStore {
    mkdirSync(dirname(path), { recursive: true });
    const db = new Database(path);
    let openedAtVersion: number;
    try {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = FULL');
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
      openedAtVersion = migrate(db);
    } catch (error) {
      db.close();
      throw error;
    }
    return new SandboxStore(db, openedAtVersion);
  }

  close(): void {
    this.db.close();
  }

  /** The clock stores that count time themselves (remaining activation days) read. */
  useClock(now: () => number): void {
    this.clock = now;
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }

  isEmpty(): boolean {
    const row = this.db.prepare('SELECT count(*) AS count FROM documents').get() as {
      count: number;
    };
    return row.count === 0;
  }

  /** Removes every row; the schema stays. */
  wipe(): void {
    this.db.exec(`
      DELETE FROM documents;
      DELETE FROM languages;
      DELETE FROM texts;
      DELETE FROM config_groups;
      DELETE FROM redirect_rules;
      DELETE FROM block_rules;
      DELETE FROM seo_records;
    `);
    this.officeProgrammes.wipe();
    this.officeLoyalty.wipe();
    this.officeVerification.wipe();
    this.accountEntry.wipe();
    this.casino.wipe();
    this.cashier.wipe();
    this.terms.wipe();
    this.officeActivity.wipe();
    this.officeSettings.wipe();
    this.limits.wipe();
    this.cookieAgreements.wipe();
    this.userConfigs.wipe();
    this.coupons.wipe();
    this.accounts.wipe();
    this.line.wipe();
    this.auth.wipe();
  }

  getDocument<N extends DocumentName>(name: N): DocumentValue<N> {
    const row = this.db.prepare('SELECT value FROM documents WHERE name = ?').get(name) as
      { value: string } | undefined;
    if (row === undefined) throw new Error(`sandbox document ${name} is missing`);
    return documentSchemas[name].parse(JSON.parse(row.value)) as DocumentValue<N>;
  }

  setDocument<N extends DocumentName>(name: N, value: DocumentValue<N>): DocumentValue<N> {
    const checked = documentSchemas[name].parse(value) as DocumentValue<N>;
    this.db
      .prepare(
        `INSERT INTO documents (name, value, updated_at) VALUES (?, ?, ?)
         ON CONFLICT (name) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
      )
      .run(name, JSON.stringify(checked), new Date().toISOString());
    return checked;
  }

  listLanguages(): Language[] {
    const rows = this.db
      .prepare('SELECT id, code, name FROM languages ORDER BY position, id')
      .all() as unknown[];
    return rows.map((row) => languageSchema.parse(row));
  }

  replaceLanguages(languages: readonly Language[]): void {
    this.transaction(() => {
      this.db.prepare('DELETE FROM languages').run();
      const insert = this.db.prepare(
        'INSERT INTO languages (id, code, name, position) VALUES (?, ?, ?, ?)',
      );
      for (const [position, language] of languages.entries()) {
        insert.run(language.id, language.code, language.name, position);
      }
    });
  }

  textsFor(lang: string): Map<string, string> {
    const rows = this.db.prepare('SELECT key, value FROM texts WHERE lang = ?').all(lang) as {
      key: string;
      value: string;
    }[];
    return new Map(rows.map((row) => [row.key, row.value]));
  }

  putTexts(lang: string, texts: Readonly<Record<string, string>>): void {
    this.transaction(() => {
      const upsert = this.db.prepare(
        `INSERT INTO texts (lang, key, value) VALUES (?, ?, ?)
         ON CONFLICT (lang, key) DO UPDATE SET value = excluded.value`,
      );
      for (const [key, value] of Object.entries(texts)) upsert.run(lang, key, value);
    });
  }

  /** The named groups that exist; unknown names are simply absent from the answer. */
  getConfigGroups(names: readonly string[]): Record<string, ConfigGroup> {
    const select = this.db.prepare('SELECT value FROM config_groups WHERE name = ?');
    const groups: Record<string, ConfigGroup> = {};
    for (const name of names) {
      const row = select.get(name) as { value: string } | undefined;
      if (row !== undefined) groups[name] = configGroupSchema.parse(JSON.parse(row.value));
    }
    return groups;
  }

  putConfigGroup(name: string, value: ConfigGroup): void {
    this.db
      .prepare(
        `INSERT INTO config_groups (name, value) VALUES (?, ?)
         ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
      )
      .run(name, JSON.stringify(value));
  }

  deleteConfigGroup(name: string): boolean {
    return this.db.prepare('DELETE FROM config_groups WHERE name = ?').run(name).changes > 0;
  }

  findRedirectRule(fromPath: string): RedirectRule | undefined {
    const row = this.db
      .prepare('SELECT from_path, to_url, code FROM redirect_rules WHERE from_path = ?')
      .get(fromPath) as RedirectRow | undefined;
    return row === undefined ? undefined : toRedirectRule(row);
  }

  listRedirectRules(): RedirectRule[] {
    const rows = this.db
      .prepare('SELECT from_path, to_url, code FROM redirect_rules ORDER BY from_path')
      .all() as RedirectRow[];
    return rows.map(toRedirectRule);
  }

  putRedirectRule(rule: RedirectRule): void {
    this.db
      .prepare(
        `INSERT INTO redirect_rules (from_path, to_url, code) VALUES (?, ?, ?)
         ON CONFLICT (from_path) DO UPDATE SET to_url = excluded.to_url, code = excluded.code`,
      )
      .run(rule.from, rule.to, rule.code);
  }

  clearRedirectRules(): void {
    this.db.prepare('DELETE FROM redirect_rules').run();
  }

  listBlockRules(): BlockRule[] {
    const rows = this.db
      .prepare(
        'SELECT url_prefix, display_type_id, template_type_id FROM block_rules ORDER BY url_prefix',
      )
      .all() as BlockRuleRow[];
    return rows.map(toBlockRule);
  }

  putBlockRule(rule: BlockRule): void {
    this.db
      .prepare(
        `INSERT INTO block_rules (url_prefix, display_type_id, template_type_id) VALUES (?, ?, ?)
         ON CONFLICT (url_prefix) DO UPDATE SET
           display_type_id = excluded.display_type_id,
           template_type_id = excluded.template_type_id`,
      )
      .run(rule.urlPrefix, rule.displayTypeId, rule.templateTypeId);
  }

  clearBlockRules(): void {
    this.db.prepare('DELETE FROM block_rules').run();
  }

  /** The record stored for exactly this key (an empty subsectionId is the section's). */
  findSeoRecord<K extends SeoKind>(kind: K, key: SeoKey): SeoRecord<K> | undefined {
    const row = this.db
      .prepare(
        `SELECT value FROM seo_records
         WHERE kind = ? AND section = ? AND lang = ? AND subsection_id = ?`,
      )
      .get(kind, key.section, key.language, key.subsectionId ?? '') as
      { value: string } | undefined;
    if (row === undefined) return undefined;
    return seoRecordSchemas[kind].parse(JSON.parse(row.value)) as SeoRecord<K>;
  }

  putSeoRecord<K extends SeoKind>(kind: K, key: SeoKey, value: SeoRecord<K>): SeoRecord<K> {
    const checked = seoRecordSchemas[kind].parse(value) as SeoRecord<K>;
    this.db
      .prepare(
        `INSERT INTO seo_records (kind, section, lang, subsection_id, value) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (kind, section, lang, subsection_id) DO UPDATE SET value = excluded.value`,
      )
      .run(kind, key.section, key.language, key.subsectionId ?? '', JSON.stringify(checked));
    return checked;
  }
}
