/**
 * The site's terms and what each player accepted (spec 01 §3 Terms, §4 Terms confirmation), in
 * tables terms_versions and terms_acceptances. Version 1 is the terms the site opened with; the
 * control API publishes later ones. A player with no acceptance on record accepted, on
 * registering, the version current then.
 */
import type Database from 'better-sqlite3';
import { z } from 'zod';

/** IF NOT EXISTS: a test that takes a database back to an older schema keeps these tables. */
export const TERMS_TABLES = `
  CREATE TABLE IF NOT EXISTS terms_versions (
    version INTEGER PRIMARY KEY CHECK (version > 1),
    published_at INTEGER NOT NULL,
    rules TEXT NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS terms_acceptances (
    user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    version INTEGER NOT NULL,
    accepted_at INTEGER NOT NULL
  ) STRICT;
`;

export const termsRuleSchema = z
  .object({
    title: z.string().min(1).max(500),
    link: z.string().max(2048).nullable().default(null),
    tags: z.array(z.string().min(1).max(100)).max(50).default([]),
    subRules: z
      .array(z.object({ position: z.number().int(), text: z.string().min(1).max(10_000) }).strict())
      .min(1)
      .max(500),
  })
  .strict();
export type TermsRule = z.output<typeof termsRuleSchema>;

export interface TermsVersion {
  version: number;
  publishedAt: number;
  rules: TermsRule[];
}

/** The terms the site opened with (version 1). */
export const FIRST_TERMS: TermsVersion = {
  version: 1,
  publishedAt: Date.parse('2024-01-01T00:00:00Z'),
  rules: [
    {
      title: 'General terms',
      link: null,
      tags: ['general'],
      subRules: [
        { position: 1, text: 'You must be of legal age to open an account and to bet.' },
        { position: 2, text: 'One account per person. Keep your password to yourself.' },
        { position: 3, text: 'Bets are settled by the official result of the event.' },
      ],
    },
    {
      title: 'Responsible gaming',
      link: null,
      tags: ['responsible'],
      subRules: [
        { position: 1, text: 'You can set deposit, loss and session limits in your account.' },
      ],
    },
  ],
};

interface VersionRow {
  version: number;
  published_at: number;
  rules: string;
}

function toVersion(row: VersionRow): TermsVersion {
  return {
    version: row.version,
    publishedAt: row.published_at,
    rules: z.array(termsRuleSchema).parse(JSON.parse(row.rules)),
  };
}

export class TermsStore {
  constructor(private readonly db: Database.Database) {}

  current(): TermsVersion {
    const row = this.db
      .prepare('SELECT version, published_at, rules FROM terms_versions ORDER BY version DESC')
      .get() as VersionRow | undefined;
    return row === undefined ? FIRST_TERMS : toVersion(row);
  }

  /** A new version of the terms, every player asked to accept it; answers it. */
  publish(rules: readonly TermsRule[] | undefined, now: number): TermsVersion {
    const current = this.current();
    const next: TermsVersion = {
      version: current.version + 1,
      // Strictly after the previous one, so a player registered in between is told apart.
      publishedAt: Math.max(now, current.publishedAt + 1),
      rules: rules ? [...rules] : current.rules,
    };
    this.db
      .prepare('INSERT INTO terms_versions (version, published_at, rules) VALUES (?, ?, ?)')
      .run(next.version, next.publishedAt, JSON.stringify(next.rules));
    return next;
  }

  /** The version the player accepted: on record, else the one current when they registered. */
  acceptedBy(userId: number, registeredAt: number): number {
    const row = this.db
      .prepare('SELECT version FROM terms_acceptances WHERE user_id = ?')
      .get(userId) as { version: number } | undefined;
    if (row !== undefined) return row.version;
    const atRegistration = this.db
      .prepare('SELECT max(version) AS version FROM terms_versions WHERE published_at < ?')
      .get(Number.isFinite(registeredAt) ? registeredAt : 0) as { version: number | null };
    return atRegistration.version ?? FIRST_TERMS.version;
  }

  accept(userId: number, version: number, now: number): void {
    this.db
      .prepare(
        `INSERT INTO terms_acceptances (user_id, version, accepted_at) VALUES (?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET
           version = excluded.version, accepted_at = excluded.accepted_at`,
      )
      .run(userId, version, now);
  }

  wipe(): void {
    this.db.exec('DELETE FROM terms_acceptances; DELETE FROM terms_versions;');
  }
}
