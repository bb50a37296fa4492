/**
 * The office's verification, identification, personal manager and ideas calls (spec 01 §2 Office:
 * verification, identification, manager, share-idea; spec 02 §3 user config; paths ours,
 * docs/upstream-contract.md "Verification, manager and ideas API") for the signed-in player, and
 * the control API through which the operator's staff review documents, ask for another one,
 * answer messages and ideas. A review settles the player's verification fields in the user
 * config (spec 02 §4 "Verified"), so the site sees the new state on its next read.
 */
import { z } from 'zod';
import {
  DOCUMENT_LIMITS,
  DOCUMENT_MIME_TYPES,
  documentAnswerSchema,
  documentUploadRequestSchema,
  IDEA_LIMITS,
  IDEA_STATUSES,
  ideaAnswerSchema,
  ideaRequestSchema,
  ideasAnswerSchema,
  IDENTITY_DOCUMENT_TYPES,
  MANAGER_MESSAGE_LIMITS,
  managerMessageAnswerSchema,
  managerMessageRequestSchema,
  managerMessagesAnswerSchema,
  personalManagerAnswerSchema,
  VERIFICATION_DOCUMENT_TYPES,
  verificationAnswerSchema,
  type DocumentMimeType,
  type Idea,
  type ManagerMessage,
  type PersonalManager,
  type VerificationDocument,
} from '@contract/office-extra';
import { userConfigAnswerSchema, type UserConfig } from '@contract/user';
import { requireSession } from '../auth-session';
import type { UserRecord } from '../auth-store';
import type { RequestContext } from '../http';
import { json, parseBody, parseQuery, pathIdSchema, pathParam, SandboxHttpError } from '../http';
import type {
  DocumentRecord,
  DocumentRequestRecord,
  IdeaRecord,
  ManagerMessageRecord,
  ManagerRecord,
} from '../office-verification-store';
import { managerFor } from '../office-verification-store';
import { isoDay, personalDataSchema } from '../office-profile';
import type { Router } from '../router';
import type { SandboxState } from '../state';

export const DOCUMENTS_PATH = '/office-api/v1/verification/documents';
/** The largest body the sandbox reads for an upload: the file as base64 and the fields. */
export const DOCUMENT_UPLOAD_MAX_BODY_BYTES = 8 * 1024 * 1024;

const DAY_MS = 86_400_000;
const VERIFICATION_SUCCESSFUL = 'VERIFICATION_SUCCESSFUL';
const VERIFICATION_DENIED = 'VERIFICATION_DENIED';

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));
const langOf = (lang: string | undefined): 'en' | 'ru' => (lang === 'ru' ? 'ru' : 'en');
const langQuerySchema = z.object({
  lang: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
});

/** What a file's first bytes say it is; undefined for anything but the accepted kinds. */
function sniffedType(content: Buffer): DocumentMimeType | undefined {
  if (content.length >= 3 && content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) {
    return 'image/jpeg';
  }
  if (
    content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (
    content.subarray(0, 4).toString('latin1') === 'RIFF' &&
    content.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return undefined;
}

/** The name as a reviewer sees it: no folders, no control characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.replace(/\p{Cc}/gu, '').trim();
}

function toDocument(record: DocumentRecord): VerificationDocument {
  return {
    id: record.id,
    type: record.type,
    fileName: record.fileName,
    mimeType: record.mimeType,
    size: record.size,
    status: record.status,
    comment: record.comment,
    uploadedAt: iso(record.uploadedAt),
    reviewedAt: isoOrNull(record.reviewedAt),
  };
}

function toRequest(record: DocumentRequestRecord) {
  return {
    documentType: record.documentType,
    note: record.note,
    requestedAt: iso(record.requestedAt),
  };
}

function toManager(record: ManagerRecord, lang: 'en' | 'ru'): PersonalManager {
  return {
    id: record.id,
    name: record.name[lang],
    email: record.email,
    phone: record.phone,
    telegram: record.telegram,
    languages: record.languages,
    workingHours: record.workingHours,
  };
}

function toManagerMessage(record: ManagerMessageRecord): ManagerMessage {
  return {
    id: record.id,
    text: record.text,
    sentAt: iso(record.sentAt),
    reply: record.reply,
    repliedAt: isoOrNull(record.repliedAt),
  };
}

function toIdea(record: IdeaRecord): Idea {
  return {
    id: record.id,
    topic: record.topic,
    text: record.text,
    status: record.status,
    reply: record.reply,
    createdAt: iso(record.createdAt),
    updatedAt: iso(record.updatedAt),
  };
}

/** spec 02 §4 "Verified: internal status 1 or group code VERIFICATION_SUCCESSFUL, and no …". */
function isVerified(config: UserConfig): boolean {
  return (
    (config.internal_verification_status === 1 ||
      config.verification_status_group_code === VERIFICATION_SUCCESSFUL) &&
    !config.requested_additional_document
  );
}

/** spec 02 §5 required fields, and the document's type, for the identification. */
const IDENTIFICATION_REQUIRED = [
  'surname',
  'name',
  'date_birthday',
  'document_type_id',
  'passport',
  'passport_date',
  'registration_address',
] as const;

function identificationSchema(today: string) {
  return personalDataSchema(today).superRefine((data, ctx) => {
    for (const field of IDENTIFICATION_REQUIRED) {
      if (data[field] === null)
        ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
    }
  });
}

const reviewInputSchema = z
  .object({
    decision: z.enum(['approved', 'rejected']),
    comment: z.string().trim().min(1).max(500).optional(),
  })
  .strict();

const documentRequestInputSchema = z
  .object({
    documentType: z.enum(VERIFICATION_DOCUMENT_TYPES),
    note: z.string().trim().min(1).max(500).optional(),
  })
  .strict();

const replyInputSchema = z.object({ reply: z.string().trim().min(1).max(5000) }).strict();

const ideaUpdateInputSchema = z
  .object({
    status: z.enum(IDEA_STATUSES),
    reply: z.string().trim().min(1).max(5000).optional(),
  })
  .strict();

export function registerOfficeVerificationRoutes(router: Router, state: SandboxState): void {
  const { store } = state;
  const office = store.officeVerification;

  function sessionPlayer(ctx: RequestContext): UserRecord {
    const { userId } = requireSession(ctx, state);
    const user = store.auth.findUserById(userId);
    // A token that outlived its player is as good as none.
    if (user === undefined) {
      throw SandboxHttpError.coded(401, 'unauthorized', 'Unauthorized', {
        detail: 'authorization: the player no longer exists',
      });
    }
    return user;
  }

  function userById(id: number): UserRecord {
    const user = store.auth.findUserById(id);
    if (user === undefined) throw SandboxHttpError.single(404, 'Not found', `no user ${id}`);
    return user;
  }

  function verificationOf(userId: number) {
    const request = office.findRequest(userId);
    return verificationAnswerSchema.parse({
      data: {
        documents: office.listDocuments(userId).map(toDocument),
        request: request === undefined ? null : toRequest(request),
      },
    });
  }

  /**
   * The user config's verification fields after a review or a request (spec 02 §4): an approved
   * document of the requested type answers the request; an approved identity document, or a
   * player verified before, with no request open is verified (and needs no identification any
   * more); a refusal with nothing approved or waiting is VERIFICATION_DENIED.
   */
  function settleVerification(user: UserRecord): UserConfig {
    const documents = office.listDocuments(user.id);
    const request = office.findRequest(user.id);
    if (
      request !== undefined &&
      documents.some(
        (d) =>
          d.status === 'approved' &&
          d.type === request.documentType &&
          d.uploadedAt >= request.requestedAt,
      )
    ) {
      office.clearRequest(user.id);
    }
    const open = office.findRequest(user.id);
    const config = store.userConfigs.configOf(user);
    const identityApproved =
      config.internal_verification_status === 1 ||
      documents.some((d) => d.status === 'approved' && IDENTITY_DOCUMENT_TYPES.includes(d.type));
    if (identityApproved && open === undefined) {
      return store.userConfigs.update(user, {
        internal_verification_status: 1,
        verification_status: 2,
        verification_status_group_code: VERIFICATION_SUCCESSFUL,
        requested_additional_document: false,
        is_need_identification: false,
      });
    }
    const denied =
      documents.length > 0 &&
      documents.every((d) => d.status === 'rejected') &&
      config.internal_verification_status !== 1;
    return store.userConfigs.update(user, {
      verification_status: 1,
      requested_additional_document: open !== undefined,
      verification_status_group_code: denied ? VERIFICATION_DENIED : null,
    });
  }

  /* ---------- verification ---------- */

  router.on('GET', '/office-api/v1/verification', (ctx) => {
    const user = sessionPlayer(ctx);
    return json(verificationOf(user.id));
  });

  router.on('POST', DOCUMENTS_PATH, (ctx) => {
    const user = sessionPlayer(ctx);
    const request = parseBody(ctx, documentUploadRequestSchema);
    const content = Buffer.from(request.content, 'base64');
    if (content.length === 0 || content.length > DOCUMENT_LIMITS.maxBytes) {
      throw SandboxHttpError.coded(400, 'file_too_large', 'The file is larger than 5 MB', {
        detail: `content: 1 to ${DOCUMENT_LIMITS.maxBytes} bytes`,
        source: { pointer: '/content' },
      });
    }
    const sniffed = sniffedType(content);
    if (sniffed === undefined || sniffed !== request.mimeType) {
      throw SandboxHttpError.coded(
        400,
        'file_content',
        'The file is not the image or PDF it claims to be',
        {
          detail: `content: ${sniffed ?? 'unknown'} content, ${request.mimeType} declared; accepted ${DOCUMENT_MIME_TYPES.join(', ')}`,
          source: { pointer: '/content' },
        },
      );
    }
    const fileName = cleanFileName(request.fileName);
    if (fileName === '') {
      throw SandboxHttpError.coded(400, 'file_name', 'The file needs a name', {
        source: { pointer: '/fileName' },
      });
    }
    const config = store.userConfigs.configOf(user);
    if (isVerified(config)) {
      throw SandboxHttpError.coded(409, 'already_verified', 'Your account is already verified', {
        detail: 'the player is verified and no document is requested',
      });
    }
    const document = store.transaction(() => {
      if (office.pendingCount(user.id) >= DOCUMENT_LIMITS.maxPending) {
        throw SandboxHttpError.coded(
          429,
          'too_many_pending_documents',
          'Too many documents wait for review',
          { detail: `at most ${DOCUMENT_LIMITS.maxPending} documents wait for review at once` },
        );
      }
      return office.insertDocument({
        userId: user.id,
        type: request.type,
        fileName,
        mimeType: sniffed,
        content,
        status: 'pending',
        comment: null,
        uploadedAt: state.now(),
        reviewedAt: null,
      });
    });
    return json(documentAnswerSchema.parse({ data: toDocument(document) }), 201);
  });

  /* ---------- identification ---------- */

  // spec 01 §4 Identification bonus blocker: once the player's details are in, the flag that
  // sends them to the identification page is off.
  router.on('POST', '/office-api/v1/identification', (ctx) => {
    const user = sessionPlayer(ctx);
    const config = store.userConfigs.configOf(user);
    if (!config.is_need_identification) {
      throw SandboxHttpError.coded(409, 'already_identified', 'You are already identified', {
        detail: 'is_need_identification is off',
      });
    }
    if (isVerified(config)) {
      throw SandboxHttpError.coded(
        403,
        'verified_read_only',
        'Verified details cannot be changed',
        {
          detail: 'user_data: the player is verified; identity details are changed through support',
        },
      );
    }
    const details = parseBody(ctx, identificationSchema(isoDay(state.now())));
    const fullName = [details.name, details.surname].filter(Boolean).join(' ');
    return json(
      userConfigAnswerSchema.parse({
        data: store.userConfigs.update(user, {
          user_data: details,
          user_name: fullName === '' ? null : fullName,
          is_need_identification: false,
          isDataAfterRegistration: false,
        }),
      }),
    );
  });

  /* ---------- personal manager ---------- */

  router.on('GET', '/office-api/v1/manager', (ctx) => {
    const user = sessionPlayer(ctx);
    const lang = langOf(parseQuery(ctx, langQuerySchema).lang);
    return json(personalManagerAnswerSchema.parse({ data: toManager(managerFor(user.id), lang) }));
  });

  router.on('GET', '/office-api/v1/manager/messages', (ctx) => {
    const user = sessionPlayer(ctx);
    return json(
      managerMessagesAnswerSchema.parse({
        data: office.listManagerMessages(user.id).map(toManagerMessage),
      }),
    );
  });

  router.on('POST', '/office-api/v1/manager/messages', (ctx) => {
    const user = sessionPlayer(ctx);
    const { text } = parseBody(ctx, managerMessageRequestSchema);
    const message = store.transaction(() => {
      if (office.unansweredCount(user.id) >= MANAGER_MESSAGE_LIMITS.maxUnanswered) {
        throw SandboxHttpError.coded(
          429,
          'too_many_unanswered_messages',
          'Your manager has not answered your earlier messages yet',
          { detail: `at most ${MANAGER_MESSAGE_LIMITS.maxUnanswered} messages wait for an answer` },
        );
      }
      return office.insertManagerMessage({
        userId: user.id,
        managerId: managerFor(user.id).id,
        text,
        sentAt: state.now(),
        reply: null,
        repliedAt: null,
      });
    });
    return json(managerMessageAnswerSchema.parse({ data: toManagerMessage(message) }), 201);
  });

  /* ---------- ideas ---------- */

  router.on('GET', '/office-api/v1/ideas', (ctx) => {
    const user = sessionPlayer(ctx);
    return json(ideasAnswerSchema.parse({ data: office.listIdeas(user.id).map(toIdea) }));
  });

  router.on('POST', '/office-api/v1/ideas', (ctx) => {
    const user = sessionPlayer(ctx);
    const request = parseBody(ctx, ideaRequestSchema);
    const now = state.now();
    const idea = store.transaction(() => {
      if (office.ideasSince(user.id, now - DAY_MS) >= IDEA_LIMITS.perDay) {
        throw SandboxHttpError.coded(429, 'too_many_ideas', 'Too many ideas today', {
          detail: `at most ${IDEA_LIMITS.perDay} ideas in 24 hours`,
        });
      }
      return office.insertIdea({
        userId: user.id,
        topic: request.topic,
        text: request.text,
        status: 'new',
        reply: null,
        createdAt: now,
        updatedAt: now,
      });
    });
    return json(ideaAnswerSchema.parse({ data: toIdea(idea) }), 201);
  });

  /* ---------- control API ---------- */

  router.on('GET', '/__sandbox/users/:id/verification', (ctx) => {
    const user = userById(pathParam(ctx, 'id', pathIdSchema));
    return json(verificationOf(user.id));
  });

  // The reviewer's decision on a document; the player's verification fields follow it.
  router.on('POST', '/__sandbox/verification/documents/:id/review', (ctx) => {
    const id = pathParam(ctx, 'id', pathIdSchema);
    const input = parseBody(ctx, reviewInputSchema);
    const document = office.findDocument(id);
    if (document === undefined)
      throw SandboxHttpError.single(404, 'Not found', `no document ${id}`);
    const user = userById(document.userId);
    const config = store.transaction(() => {
      const comment =
        input.comment ??
        (input.decision === 'rejected'
          ? 'The document could not be read. Please upload a clear photo.'
          : null);
      office.reviewDocument(id, input.decision, comment, state.now());
      return settleVerification(user);
    });
    const reviewed = office.findDocument(id);
    if (reviewed === undefined) throw new Error('a reviewed document vanished');
    return json({ data: { document: toDocument(reviewed), config } });
  });

  // spec 02 §3 requested_additional_document: the operator asks for one more document.
  router.on('POST', '/__sandbox/users/:id/verification/request', (ctx) => {
    const user = userById(pathParam(ctx, 'id', pathIdSchema));
    const input = parseBody(ctx, documentRequestInputSchema);
    const config = store.transaction(() => {
      office.putRequest({
        userId: user.id,
        documentType: input.documentType,
        note: input.note ?? null,
        requestedAt: state.now(),
      });
      return settleVerification(user);
    });
    return json({ data: { ...verificationOf(user.id).data, config } });
  });

  router.on('POST', '/__sandbox/manager/messages/:id/reply', (ctx) => {
    const id = pathParam(ctx, 'id', pathIdSchema);
    const { reply } = parseBody(ctx, replyInputSchema);
    if (office.findManagerMessage(id) === undefined) {
      throw SandboxHttpError.single(404, 'Not found', `no manager message ${id}`);
    }
    office.replyToManagerMessage(id, reply, state.now());
    const message = office.findManagerMessage(id);
    if (message === undefined) throw new Error('an answered message vanished');
    return json(managerMessageAnswerSchema.parse({ data: toManagerMessage(message) }));
  });

  router.on('PATCH', '/__sandbox/ideas/:id', (ctx) => {
    const id = pathParam(ctx, 'id', pathIdSchema);
    const input = parseBody(ctx, ideaUpdateInputSchema);
    if (office.findIdea(id) === undefined) {
      throw SandboxHttpError.single(404, 'Not found', `no idea ${id}`);
    }
    office.updateIdea(id, input.status, input.reply ?? null, state.now());
    const idea = office.findIdea(id);
    if (idea === undefined) throw new Error('an updated idea vanished');
    return json(ideaAnswerSchema.parse({ data: toIdea(idea) }));
  });
}
