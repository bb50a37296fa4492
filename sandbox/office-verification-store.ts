/**
 * The office's verification documents, the operator's requests for another document, the
 * players' messages to their personal manager and their ideas (tables verification_documents,
 * verification_requests, manager_messages, ideas). Times in epoch ms; files kept whole (BLOB)
 * with their SHA-256, as a reviewer would open them.
 */
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type {
  DocumentMimeType,
  DocumentStatus,
  IdeaStatus,
  IdeaTopic,
  VerificationDocumentType,
} from '@contract/office-extra';
import { demoPlayer } from './auth-seed';

export const OFFICE_VERIFICATION_TABLES = `
  CREATE TABLE IF NOT EXISTS verification_documents (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    type TEXT NOT NULL,
    file_name TEXT NOT NULL,
    mime_type TEXT NOT NULL,
    size INTEGER NOT NULL CHECK (size > 0),
    sha256 TEXT NOT NULL,
    content BLOB NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
    comment TEXT,
    uploaded_at INTEGER NOT NULL,
    reviewed_at INTEGER
  ) STRICT;
  CREATE INDEX IF NOT EXISTS verification_documents_by_user ON verification_documents (user_id, id);
  CREATE TABLE IF NOT EXISTS verification_requests (
    user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    document_type TEXT NOT NULL,
    note TEXT,
    requested_at INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS manager_messages (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    manager_id INTEGER NOT NULL,
    text TEXT NOT NULL,
    sent_at INTEGER NOT NULL,
    reply TEXT,
    replied_at INTEGER
  ) STRICT;
  CREATE INDEX IF NOT EXISTS manager_messages_by_user ON manager_messages (user_id, id);
  CREATE TABLE IF NOT EXISTS ideas (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    topic TEXT NOT NULL,
    text TEXT NOT NULL,
    status TEXT NOT NULL,
    reply TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS ideas_by_user ON ideas (user_id, created_at);
`;

export const DROP_OFFICE_VERIFICATION_TABLES = `
  DROP TABLE ideas; DROP TABLE manager_messages; DROP TABLE verification_requests;
  DROP TABLE verification_documents;
`;

export interface DocumentRecord {
  id: number;
  userId: number;
  type: VerificationDocumentType;
  fileName: string;
  mimeType: DocumentMimeType;
  size: number;
  sha256: string;
  status: DocumentStatus;
  comment: string | null;
  uploadedAt: number;
  reviewedAt: number | null;
}

export interface DocumentRequestRecord {
  userId: number;
  documentType: VerificationDocumentType;
  note: string | null;
  requestedAt: number;
}

export interface ManagerMessageRecord {
  id: number;
  userId: number;
  managerId: number;
  text: string;
  sentAt: number;
  reply: string | null;
  repliedAt: number | null;
}

export interface IdeaRecord {
  id: number;
  userId: number;
  topic: IdeaTopic;
  text: string;
  status: IdeaStatus;
  reply: string | null;
  createdAt: number;
  updatedAt: number;
}

interface DocumentRow {
  id: number;
  user_id: number;
  type: VerificationDocumentType;
  file_name: string;
  mime_type: DocumentMimeType;
  size: number;
  sha256: string;
  status: DocumentStatus;
  comment: string | null;
  uploaded_at: number;
  reviewed_at: number | null;
}

interface MessageRow {
  id: number;
  user_id: number;
  manager_id: number;
  text: string;
  sent_at: number;
  reply: string | null;
  replied_at: number | null;
}

interface IdeaRow {
  id: number;
  user_id: number;
  topic: IdeaTopic;
  text: string;
  status: IdeaStatus;
  reply: string | null;
  created_at: number;
  updated_at: number;
}

/** Every column but the file itself: lists never read the files. */
const DOCUMENT_COLUMNS = `id, user_id, type, file_name, mime_type, size, sha256, status, comment,
  uploaded_at, reviewed_at`;

const toDocument = (row: DocumentRow): DocumentRecord => ({
  id: row.id,
  userId: row.user_id,
  type: row.type,
  fileName: row.file_name,
  mimeType: row.mime_type,
  size: row.size,
  sha256: row.sha256,
  status: row.status,
  comment: row.comment,
  uploadedAt: row.uploaded_at,
  reviewedAt: row.reviewed_at,
});

const toManagerMessage = (row: MessageRow): ManagerMessageRecord => ({
  id: row.id,
  userId: row.user_id,
  managerId: row.manager_id,
  text: row.text,
  sentAt: row.sent_at,
  reply: row.reply,
  repliedAt: row.replied_at,
});

const toIdea = (row: IdeaRow): IdeaRecord => ({
  id: row.id,
  userId: row.user_id,
  topic: row.topic,
  text: row.text,
  status: row.status,
  reply: row.reply,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** A manager as the sandbox knows them; the name in each language the site speaks. */
export interface ManagerRecord {
  id: number;
  name: { en: string; ru: string };
  email: string;
  phone: string;
  telegram: string | null;
  languages: string[];
  workingHours: { days: number[]; from: string; to: string; utcOffset: number };
}

/** The operator's personal managers; a player's is chosen by id (`managerFor`). */
export const PERSONAL_MANAGERS: readonly ManagerRecord[] = [
  {
    id: 1,
    name: { en: 'Mark Ellis', ru: 'Марк Эллис' },
    email: 'mark.ellis@betarena.example',
    phone: '+44 20 7946 0815',
    telegram: '@betarena_mark',
    languages: ['en'],
    workingHours: { days: [1, 2, 3, 4, 5], from: '10:00', to: '19:00', utcOffset: 0 },
  },
  {
    id: 2,
    name: { en: 'Dmitry Volkov', ru: 'Дмитрий Волков' },
    email: 'dmitry.volkov@betarena.example',
    phone: '+7 495 120-45-02',
    telegram: '@betarena_dmitry',
    languages: ['ru', 'en'],
    workingHours: { days: [3, 4, 5, 6, 7], from: '12:00', to: '23:00', utcOffset: 3 },
  },
  {
    id: 3,
    name: { en: 'Anna Sokolova', ru: 'Анна Соколова' },
    email: 'anna.sokolova@betarena.example',
    phone: '+7 495 120-45-01',
    telegram: '@betarena_anna',
    languages: ['ru', 'en'],
    workingHours: { days: [1, 2, 3, 4, 5, 6], from: '09:00', to: '21:00', utcOffset: 3 },
  },
];

/** Every player has a manager, the same one each time (the demo player Anna Sokolova). */
export function managerFor(userId: number): ManagerRecord {
  const manager = PERSONAL_MANAGERS[userId % PERSONAL_MANAGERS.length];
  if (manager === undefined) throw new Error('no personal managers');
  return manager;
}

export const sha256Of = (content: Buffer) => createHash('sha256').update(content).digest('hex');

export class OfficeVerificationStore {
  constructor(private readonly db: Database.Database) {}

  wipe(): void {
    this.db.exec(`
      DELETE FROM verification_documents; DELETE FROM verification_requests;
      DELETE FROM manager_messages; DELETE FROM ideas;
    `);
  }

  /* ---------- documents ---------- */

  insertDocument(
    document: Omit<DocumentRecord, 'id' | 'sha256' | 'size'> & { content: Buffer },
  ): DocumentRecord {
    const row = this.db
      .prepare(
        `INSERT INTO verification_documents (user_id, type, file_name, mime_type, size, sha256,
           content, status, comment, uploaded_at, reviewed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${DOCUMENT_COLUMNS}`,
      )
      .get(
        document.userId,
        document.type,
        document.fileName,
        document.mimeType,
        document.content.length,
        sha256Of(document.content),
        document.content,
        document.status,
        document.comment,
        document.uploadedAt,
        document.reviewedAt,
      ) as DocumentRow;
    return toDocument(row);
  }

  /** The player's documents, newest first. */
  listDocuments(userId: number): DocumentRecord[] {
    const rows = this.db
      .prepare(
        `SELECT ${DOCUMENT_COLUMNS} FROM verification_documents WHERE user_id = ?
         ORDER BY uploaded_at DESC, id DESC`,
      )
      .all(userId) as DocumentRow[];
    return rows.map(toDocument);
  }

  findDocument(id: number): DocumentRecord | undefined {
    const row = this.db
      .prepare(`SELECT ${DOCUMENT_COLUMNS} FROM verification_documents WHERE id = ?`)
      .get(id) as DocumentRow | undefined;
    return row === undefined ? undefined : toDocument(row);
  }

  /** The stored file, byte for byte. */
  documentContent(id: number): Buffer | undefined {
    const row = this.db
      .prepare('SELECT content FROM verification_documents WHERE id = ?')
      .get(id) as { content: Buffer } | undefined;
    return row?.content;
  }

  pendingCount(userId: number): number {
    const row = this.db
      .prepare(
        `SELECT count(*) AS count FROM verification_documents
         WHERE user_id = ? AND status = 'pending'`,
      )
      .get(userId) as { count: number };
    return row.count;
  }

  reviewDocument(id: number, status: DocumentStatus, comment: string | null, at: number): void {
    this.db
      .prepare(
        'UPDATE verification_documents SET status = ?, comment = ?, reviewed_at = ? WHERE id = ?',
      )
      .run(status, comment, at, id);
  }

  /* ---------- the operator's request for another document ---------- */

  findRequest(userId: number): DocumentRequestRecord | undefined {
    const row = this.db
      .prepare('SELECT * FROM verification_requests WHERE user_id = ?')
      .get(userId) as
      | {
          user_id: number;
          document_type: VerificationDocumentType;
          note: string | null;
          requested_at: number;
        }
      | undefined;
    return row === undefined
      ? undefined
      : {
          userId: row.user_id,
          documentType: row.document_type,
          note: row.note,
          requestedAt: row.requested_at,
        };
  }

  putRequest(request: DocumentRequestRecord): void {
    this.db
      .prepare(
        `INSERT INTO verification_requests (user_id, document_type, note, requested_at)
         VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET document_type = excluded.document_type,
           note = excluded.note, requested_at = excluded.requested_at`,
      )
      .run(request.userId, request.documentType, request.note, request.requestedAt);
  }

  clearRequest(userId: number): void {
    this.db.prepare('DELETE FROM verification_requests WHERE user_id = ?').run(userId);
  }

  /* ---------- messages to the personal manager ---------- */

  insertManagerMessage(message: Omit<ManagerMessageRecord, 'id'>): ManagerMessageRecord {
    const row = this.db
      .prepare(
        `INSERT INTO manager_messages (user_id, manager_id, text, sent_at, reply, replied_at)
         VALUES (?, ?, ?, ?, ?, ?) RETURNING *`,
      )
      .get(
        message.userId,
        message.managerId,
        message.text,
        message.sentAt,
        message.reply,
        message.repliedAt,
      ) as MessageRow;
    return toManagerMessage(row);
  }

  /** The player's messages, newest first. */
  listManagerMessages(userId: number): ManagerMessageRecord[] {
    const rows = this.db
      .prepare('SELECT * FROM manager_messages WHERE user_id = ? ORDER BY sent_at DESC, id DESC')
      .all(userId) as MessageRow[];
    return rows.map(toManagerMessage);
  }

  findManagerMessage(id: number): ManagerMessageRecord | undefined {
    const row = this.db.prepare('SELECT * FROM manager_messages WHERE id = ?').get(id) as
      MessageRow | undefined;
    return row === undefined ? undefined : toManagerMessage(row);
  }

  unansweredCount(userId: number): number {
    const row = this.db
      .prepare('SELECT count(*) AS count FROM manager_messages WHERE user_id = ? AND reply IS NULL')
      .get(userId) as { count: number };
    return row.count;
  }

  replyToManagerMessage(id: number, reply: string, at: number): void {
    this.db
      .prepare('UPDATE manager_messages SET reply = ?, replied_at = ? WHERE id = ?')
      .run(reply, at, id);
  }

  /* ---------- ideas ---------- */

  insertIdea(idea: Omit<IdeaRecord, 'id'>): IdeaRecord {
    const row = this.db
      .prepare(
        `INSERT INTO ideas (user_id, topic, text, status, reply, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      )
      .get(
        idea.userId,
        idea.topic,
        idea.text,
        idea.status,
        idea.reply,
        idea.createdAt,
        idea.updatedAt,
      ) as IdeaRow;
    return toIdea(row);
  }

  /** The player's ideas, newest first. */
  listIdeas(userId: number): IdeaRecord[] {
    const rows = this.db
      .prepare('SELECT * FROM ideas WHERE user_id = ? ORDER BY created_at DESC, id DESC')
      .all(userId) as IdeaRow[];
    return rows.map(toIdea);
  }

  findIdea(id: number): IdeaRecord | undefined {
    const row = this.db.prepare('SELECT * FROM ideas WHERE id = ?').get(id) as IdeaRow | undefined;
    return row === undefined ? undefined : toIdea(row);
  }

  /** Ideas the player sent after `since`. */
  ideasSince(userId: number, since: number): number {
    const row = this.db
      .prepare('SELECT count(*) AS count FROM ideas WHERE user_id = ? AND created_at > ?')
      .get(userId, since) as { count: number };
    return row.count;
  }

  updateIdea(id: number, status: IdeaStatus, reply: string | null, at: number): void {
    this.db
      .prepare(
        'UPDATE ideas SET status = ?, reply = coalesce(?, reply), updated_at = ? WHERE id = ?',
      )
      .run(status, reply, at, id);
  }
}

const DAY = 86_400_000;

/**
 * A 1×1 PNG: the demo player's scans stand for real ones (the sandbox never shows them, it only
 * keeps them as a reviewer would).
 */
const DEMO_SCAN = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The demo player's verification (a passport and a utility bill, both approved), one answered
 * message to the manager and two ideas with the product team's answers. Other players start with
 * none.
 */
export function seedOfficeVerification(store: OfficeVerificationStore, now: number): void {
  const userId = demoPlayer.id;
  const approved = (daysAgo: number) => ({
    status: 'approved' as const,
    comment: null,
    uploadedAt: now - daysAgo * DAY,
    reviewedAt: now - daysAgo * DAY + 3 * 3_600_000,
  });
  store.insertDocument({
    userId,
    type: 'passport',
    fileName: 'passport-main-page.png',
    mimeType: 'image/png',
    content: DEMO_SCAN,
    ...approved(64),
  });
  store.insertDocument({
    userId,
    type: 'proof_of_address',
    fileName: 'utility-bill-march.png',
    mimeType: 'image/png',
    content: DEMO_SCAN,
    ...approved(62),
  });
  store.insertManagerMessage({
    userId,
    managerId: managerFor(userId).id,
    text: 'Hello! Could my withdrawal limit be raised to 300 000 RUB a day?',
    sentAt: now - 9 * DAY,
    reply:
      'Hello, Alex! Done: your daily withdrawal limit is now 300 000 RUB. Write any time if you need anything else.',
    repliedAt: now - 9 * DAY + 2 * 3_600_000,
  });
  store.insertIdea({
    userId,
    topic: 'sports',
    text: 'Please add a partial cash-out for accumulators in live, like on the big bookmakers.',
    status: 'planned',
    reply: 'Thank you! Partial cash-out is in our plan for the next quarter.',
    createdAt: now - 21 * DAY,
    updatedAt: now - 18 * DAY,
  });
  store.insertIdea({
    userId,
    topic: 'site',
    text: 'A dark theme for the casino lobby would be easier on the eyes at night.',
    status: 'done',
    reply: 'Done: the whole site, the casino included, now follows the theme you choose.',
    createdAt: now - 45 * DAY,
    updatedAt: now - 30 * DAY,
  });
}
