/**
 * zod schemas of the office's verification, identification, personal manager and ideas calls
 * (spec 01 §2 Office: verification, identification, manager, share-idea; spec 02 §3 user config
 * verification fields, user_data). The spec shows neither paths nor shapes; ours are in
 * docs/upstream-contract.md "Verification, manager and ideas API". The form schemas here are
 * shared by the browser forms and the BFF handlers.
 */
import { z } from 'zod';
import { languageCodeSchema } from './config';
import { PROFILE_ERRORS, personalDataSchema } from './profile';

const isoTimeSchema = z.iso.datetime({ offset: true });
const idSchema = z.number().int().positive();

/* ---------- Verification documents ---------- */

export const VERIFICATION_DOCUMENT_TYPES = [
  'passport',
  'id_card',
  'driving_licence',
  'proof_of_address',
  'selfie',
  'payment_card',
] as const;
export type VerificationDocumentType = (typeof VERIFICATION_DOCUMENT_TYPES)[number];

/** The documents that prove who the player is; the others back them up (address, card, selfie). */
export const IDENTITY_DOCUMENT_TYPES: readonly VerificationDocumentType[] = [
  'passport',
  'id_card',
  'driving_licence',
];

export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Photos and scans the operator's reviewers open: JPEG, PNG, WebP images and PDF. */
export const DOCUMENT_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];

export const DOCUMENT_LIMITS = {
  /** 5 MB, the largest file a player may upload. */
  maxBytes: 5 * 1024 * 1024,
  /**
   * The largest upload request the BFF reads (the file, the fields and the multipart framing),
   * so a file a little over 5 MB still gets its own answer; the production server's front door
   * lets that route's bodies this large through (server/http/request-listener.mjs).
   */
  maxRequestBytes: 8 * 1024 * 1024,
  fileNameMax: 120,
  /** Documents waiting for review at once; more wait until the reviewers catch up. */
  maxPending: 10,
} as const;

export const verificationDocumentSchema = z.object({
  id: idSchema,
  type: z.enum(VERIFICATION_DOCUMENT_TYPES),
  fileName: z.string().min(1).max(DOCUMENT_LIMITS.fileNameMax),
  mimeType: z.enum(DOCUMENT_MIME_TYPES),
  size: z.number().int().positive().max(DOCUMENT_LIMITS.maxBytes),
  status: z.enum(DOCUMENT_STATUSES),
  /** The reviewer's words: why a document was refused, or a note on an approved one. */
  comment: z.string().max(500).nullable(),
  uploadedAt: isoTimeSchema,
  reviewedAt: isoTimeSchema.nullable(),
});
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;

/** spec 02 §3 requested_additional_document: which document the operator asks for, and why. */
export const documentRequestSchema = z.object({
  documentType: z.enum(VERIFICATION_DOCUMENT_TYPES),
  note: z.string().max(500).nullable(),
  requestedAt: isoTimeSchema,
});
export type DocumentRequest = z.infer<typeof documentRequestSchema>;

export const verificationSchema = z.object({
  /** Newest first. */
  documents: z.array(verificationDocumentSchema).max(500),
  request: documentRequestSchema.nullable(),
});
export type Verification = z.infer<typeof verificationSchema>;

/** GET /office-api/v1/verification */
export const verificationAnswerSchema = z.object({ data: verificationSchema });
/** POST /office-api/v1/verification/documents */
export const documentAnswerSchema = z.object({ data: verificationDocumentSchema });

/** What a document upload breaks, as the BFF's 400 says it; the form shows `errors.<key>`. */
export const DOCUMENT_ERRORS = {
  type: 'one of the listed documents',
  file: 'choose a file',
  fileType: 'a JPEG, PNG or WebP image or a PDF',
  fileSize: 'at most 5 MB',
  fileContent: 'the file is not the image or PDF it claims to be',
} as const;
export type DocumentErrorKey = keyof typeof DOCUMENT_ERRORS;

export function documentErrorKey(message: string): DocumentErrorKey | undefined {
  return (Object.keys(DOCUMENT_ERRORS) as DocumentErrorKey[]).find(
    (key) => DOCUMENT_ERRORS[key] === message,
  );
}

/**
 * The upload form's fields as the browser and the BFF check them before a byte of the file is
 * read: the document type, and the file's name, declared type and size.
 */
export const documentUploadSchema = z
  .object({
    type: z.enum(VERIFICATION_DOCUMENT_TYPES, DOCUMENT_ERRORS.type),
    file: z
      .object(
        { name: z.string().max(255), type: z.string().max(255), size: z.number().int() },
        DOCUMENT_ERRORS.file,
      )
      .refine((file) => file.size > 0, { message: DOCUMENT_ERRORS.file, abort: true })
      .refine((file) => (DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type), {
        message: DOCUMENT_ERRORS.fileType,
        abort: true,
      })
      .refine((file) => file.size <= DOCUMENT_LIMITS.maxBytes, DOCUMENT_ERRORS.fileSize),
  })
  .strict();
export type DocumentUpload = z.infer<typeof documentUploadSchema>;

/** The base64 length of the largest file. */
const MAX_BASE64_LENGTH = Math.ceil(DOCUMENT_LIMITS.maxBytes / 3) * 4;

/** POST /office-api/v1/verification/documents: the file travels as base64 in the JSON body. */
export const documentUploadRequestSchema = z
  .object({
    type: z.enum(VERIFICATION_DOCUMENT_TYPES),
    fileName: z.string().trim().min(1).max(DOCUMENT_LIMITS.fileNameMax),
    mimeType: z.enum(DOCUMENT_MIME_TYPES),
    content: z.base64().min(4).max(MAX_BASE64_LENGTH),
  })
  .strict();
export type DocumentUploadRequest = z.infer<typeof documentUploadRequestSchema>;

/* ---------- Identification ---------- */

/** The user_data fields of the identification form, in the order it shows them (spec 02 §3). */
export const IDENTIFICATION_FIELDS = [
  'surname',
  'name',
  'date_birthday',
  'document_type_id',
  'passport',
  'passport_date',
  'passport_end_date',
  'inn',
  'registration_address',
] as const;
export type IdentificationField = (typeof IDENTIFICATION_FIELDS)[number];

/**
 * spec 02 §5 "Required profile fields": birth date, name, surname, passport, passport date and
 * registration address; the document's type too, or the number means nothing. The end date and
 * the INN may stay empty (not every document has them).
 */
export const IDENTIFICATION_REQUIRED: readonly IdentificationField[] = [
  'surname',
  'name',
  'date_birthday',
  'document_type_id',
  'passport',
  'passport_date',
  'registration_address',
];

const personalFields = personalDataSchema.shape;
const required = <T extends z.ZodType>(schema: T) =>
  schema.refine((value) => value !== null, PROFILE_ERRORS.required);

/**
 * POST /office-api/v1/identification and the BFF's body: the personal-data rules of
 * office/personal (PROFILE_ERRORS), every required field filled. Each field's own rules and the
 * required ones are said together; the rules between fields (18 or older, issued after birth, the
 * end after the issue) once every field is right.
 */
export const identificationSchema = z
  .object({
    surname: required(personalFields.surname),
    name: required(personalFields.name),
    date_birthday: required(personalFields.date_birthday),
    document_type_id: required(personalFields.document_type_id),
    passport: required(personalFields.passport),
    passport_date: required(personalFields.passport_date),
    passport_end_date: personalFields.passport_end_date,
    inn: personalFields.inn,
    registration_address: required(personalFields.registration_address),
  })
  .strict()
  .superRefine(
    (data, ctx) => {
      const checked = personalDataSchema.safeParse(data);
      if (checked.success) return;
      for (const issue of checked.error.issues) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    },
    // Only once every field is right on its own: a field's rule is never said twice.
    { when: (payload) => payload.issues.length === 0 },
  );
export type IdentificationRequest = z.output<typeof identificationSchema>;

/**
 * A form's fields (the browser's FormData, the BFF's urlencoded post) as the identification
 * body: every field a string, the document type a number when it is one (else left for the
 * schema to refuse).
 */
export function identificationBody(
  get: (field: IdentificationField) => string,
): Record<IdentificationField, unknown> {
  const body: Record<string, unknown> = Object.fromEntries(
    IDENTIFICATION_FIELDS.map((field) => [field, get(field)]),
  );
  const type = get('document_type_id');
  body.document_type_id = /^\d{1,3}$/.test(type) ? Number(type) : type === '' ? null : type;
  return body as Record<IdentificationField, unknown>;
}

/* ---------- Personal manager ---------- */

const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time like 09:30');

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const workingHoursSchema = z.object({
  days: z.array(z.number().int().min(1).max(7)).min(1).max(7),
  from: clockTimeSchema,
  to: clockTimeSchema,
  /** The manager's zone, hours from UTC. */
  utcOffset: z.number().min(-12).max(14),
});
export type WorkingHours = z.infer<typeof workingHoursSchema>;

export const personalManagerSchema = z.object({
  id: idSchema,
  name: z.string().min(1).max(80),
  email: z.email().max(254),
  /** As the operator writes it: `+7 495 120-45-01`. */
  phone: z.string().min(3).max(32),
  /** A Telegram user name, `@name`. */
  telegram: z
    .string()
    .regex(/^@[A-Za-z0-9_]{4,32}$/)
    .nullable(),
  languages: z.array(languageCodeSchema).max(10),
  workingHours: workingHoursSchema,
});
export type PersonalManager = z.infer<typeof personalManagerSchema>;

/** GET /office-api/v1/manager?lang=: null while no manager looks after the player. */
export const personalManagerAnswerSchema = z.object({ data: personalManagerSchema.nullable() });

export const MANAGER_MESSAGE_LIMITS = {
  min: 5,
  max: 2000,
  /** Messages waiting for an answer at once. */
  maxUnanswered: 5,
} as const;

export const managerMessageSchema = z.object({
  id: idSchema,
  text: z.string().min(1).max(MANAGER_MESSAGE_LIMITS.max),
  sentAt: isoTimeSchema,
  reply: z.string().max(5000).nullable(),
  repliedAt: isoTimeSchema.nullable(),
});
export type ManagerMessage = z.infer<typeof managerMessageSchema>;

/** GET /office-api/v1/manager/messages: newest first. */
export const managerMessagesAnswerSchema = z.object({ data: z.array(managerMessageSchema) });
export const managerMessageAnswerSchema = z.object({ data: managerMessageSchema });

/** POST /office-api/v1/manager/messages, and the BFF's body. */
export const managerMessageRequestSchema = z
  .object({
    text: z.string().trim().min(MANAGER_MESSAGE_LIMITS.min).max(MANAGER_MESSAGE_LIMITS.max),
  })
  .strict();
export type ManagerMessageRequest = z.infer<typeof managerMessageRequestSchema>;

/* ---------- Ideas ---------- */

export const IDEA_TOPICS = [
  'sports',
  'casino',
  'payments',
  'bonuses',
  'site',
  'mobile',
  'other',
] as const;
export type IdeaTopic = (typeof IDEA_TOPICS)[number];

/** new → reviewing → planned → done; or declined. */
export const IDEA_STATUSES = ['new', 'reviewing', 'planned', 'done', 'declined'] as const;
export type IdeaStatus = (typeof IDEA_STATUSES)[number];

export const IDEA_LIMITS = {
  min: 10,
  max: 2000,
  /** Ideas one player may send in 24 hours. */
  perDay: 5,
} as const;

export const ideaSchema = z.object({
  id: idSchema,
  topic: z.enum(IDEA_TOPICS),
  text: z.string().min(1).max(IDEA_LIMITS.max),
  status: z.enum(IDEA_STATUSES),
  /** The product team's answer, once there is one. */
  reply: z.string().max(5000).nullable(),
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
});
export type Idea = z.infer<typeof ideaSchema>;

/** GET /office-api/v1/ideas: newest first. */
export const ideasAnswerSchema = z.object({ data: z.array(ideaSchema) });
export const ideaAnswerSchema = z.object({ data: ideaSchema });

/** POST /office-api/v1/ideas, and the BFF's body. */
export const ideaRequestSchema = z
  .object({
    topic: z.enum(IDEA_TOPICS),
    text: z.string().trim().min(IDEA_LIMITS.min).max(IDEA_LIMITS.max),
  })
  .strict();
export type IdeaRequest = z.infer<typeof ideaRequestSchema>;
