/**
 * The personal office's forms as the browser and the BFF check them (one schema per shape, shared
 * by the form and the handler): personal data (spec 02 §3 user_data) and the security changes
 * (spec 02 §3 protection_methods). Paths: docs/bff-api.md "Personal data and security".
 */
import { z } from 'zod';
import { codeSchema, countryCodeSchema, passwordSchema, phoneSchema } from './auth';
import type { UserData } from './user';

/** 1 national passport, 2 foreign passport, 3 identity card (docs/decisions.md). */
export const DOCUMENT_TYPE_IDS = [1, 2, 3] as const;

export const PROFILE_LIMITS = {
  adultAge: 18,
  oldestAge: 120,
  nameMax: 64,
  passportMin: 4,
  passportMax: 20,
  addressMin: 5,
  addressMax: 200,
  questionMin: 5,
  questionMax: 120,
  answerMin: 2,
  answerMax: 60,
} as const;

/**
 * spec 02 §5 "Required profile fields filled: birth date, name, surname, passport, passport date
 * and registration address", in the order the page names the missing ones.
 */
export const REQUIRED_PROFILE_FIELDS = [
  'surname',
  'name',
  'date_birthday',
  'passport',
  'passport_date',
  'registration_address',
] as const satisfies readonly (keyof UserData)[];

export function missingProfileFields(userData: UserData): (keyof UserData)[] {
  return REQUIRED_PROFILE_FIELDS.filter((field) => {
    const value = userData[field];
    return value === null || value.trim() === '';
  });
}

/**
 * What a field's value breaks, as the BFF's 400 says it; the form shows
 * `officeProfile.errors.<key>` for the key of the message.
 */
export const PROFILE_ERRORS = {
  date: 'not a real date',
  adult: 'must be 18 or older',
  issueDate: 'must be in the past and after the date of birth',
  endDate: 'must be after the date of issue',
  name: 'letters, spaces, hyphens and apostrophes, at most 64',
  passport: '4 to 20 letters, digits, spaces or hyphens',
  inn: '10 or 12 digits',
  address: '5 to 200 characters',
  documentType: 'one of the listed documents',
  required: 'required',
  repeat: 'must repeat the new password',
  samePassword: 'must differ from the current password',
  question: '5 to 120 characters',
  answer: '2 to 60 characters',
} as const;
export type ProfileErrorKey = keyof typeof PROFILE_ERRORS;

export function profileErrorKey(message: string): ProfileErrorKey | undefined {
  return (Object.keys(PROFILE_ERRORS) as ProfileErrorKey[]).find(
    (key) => PROFILE_ERRORS[key] === message,
  );
}

/** Today's date in UTC as `YYYY-MM-DD`, read when a value is checked. */
export function todayIso(now = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** The same calendar day `years` earlier; 29 February becomes the 28th. */
export function yearsBeforeIso(day: string, years: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y - years, m - 1, d));
  if (date.getUTCDate() !== d) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const emptyToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** A value the player may leave empty (null), trimmed otherwise. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(emptyToNull, schema.nullable());
}

const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, PROFILE_ERRORS.date)
  .refine(isRealDate, PROFILE_ERRORS.date);

const personNameSchema = z
  .string()
  .trim()
  .max(PROFILE_LIMITS.nameMax, PROFILE_ERRORS.name)
  .regex(/^\p{L}[\p{L}\p{M}' .-]*$/u, PROFILE_ERRORS.name);

/**
 * PUT /api/user/personal: every identity field, a value or null (cleared). Messages are
 * PROFILE_ERRORS, so the form shows each in the player's language.
 */
export const personalDataSchema = z
  .object({
    surname: optional(personNameSchema),
    name: optional(personNameSchema),
    date_birthday: optional(dateSchema),
    document_type_id: z.literal([...DOCUMENT_TYPE_IDS], PROFILE_ERRORS.documentType).nullable(),
    passport: optional(
      z
        .string()
        .trim()
        .min(PROFILE_LIMITS.passportMin, PROFILE_ERRORS.passport)
        .max(PROFILE_LIMITS.passportMax, PROFILE_ERRORS.passport)
        .regex(/^[\p{L}\d][\p{L}\d -]*$/u, PROFILE_ERRORS.passport),
    ),
    passport_date: optional(dateSchema),
    passport_end_date: optional(dateSchema),
    inn: optional(
      z
        .string()
        .trim()
        .regex(/^(\d{10}|\d{12})$/, PROFILE_ERRORS.inn),
    ),
    registration_address: optional(
      z
        .string()
        .trim()
        .min(PROFILE_LIMITS.addressMin, PROFILE_ERRORS.address)
        .max(PROFILE_LIMITS.addressMax, PROFILE_ERRORS.address),
    ),
  })
  .strict()
  .superRefine((data, ctx) => {
    const today = todayIso();
    const birth = data.date_birthday;
    if (birth !== null) {
      if (birth > yearsBeforeIso(today, PROFILE_LIMITS.adultAge)) {
        ctx.addIssue({ code: 'custom', path: ['date_birthday'], message: PROFILE_ERRORS.adult });
      } else if (birth < yearsBeforeIso(today, PROFILE_LIMITS.oldestAge)) {
        ctx.addIssue({ code: 'custom', path: ['date_birthday'], message: PROFILE_ERRORS.date });
      }
    }
    const issued = data.passport_date;
    if (issued !== null && (issued > today || (birth !== null && issued <= birth))) {
      ctx.addIssue({ code: 'custom', path: ['passport_date'], message: PROFILE_ERRORS.issueDate });
    }
    const ends = data.passport_end_date;
    if (ends !== null && issued !== null && ends <= issued) {
      ctx.addIssue({
        code: 'custom',
        path: ['passport_end_date'],
        message: PROFILE_ERRORS.endDate,
      });
    }
  });
export type PersonalDataRequest = z.output<typeof personalDataSchema>;

/** POST /api/user/security/password: the registration form's password rules for the new one. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, PROFILE_ERRORS.required).max(128),
    newPassword: passwordSchema,
    repeatPassword: z.string().max(128),
  })
  .strict()
  .superRefine((data, ctx) => {
    if (data.repeatPassword !== data.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['repeatPassword'], message: PROFILE_ERRORS.repeat });
    }
    if (data.currentPassword !== '' && data.newPassword === data.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: PROFILE_ERRORS.samePassword });
    }
  });
export type PasswordChangeRequest = z.output<typeof passwordChangeSchema>;

/** PUT /api/user/security/question */
export const securityQuestionSchema = z
  .object({
    question: z
      .string()
      .trim()
      .min(PROFILE_LIMITS.questionMin, PROFILE_ERRORS.question)
      .max(PROFILE_LIMITS.questionMax, PROFILE_ERRORS.question),
    answer: z
      .string()
      .trim()
      .min(PROFILE_LIMITS.answerMin, PROFILE_ERRORS.answer)
      .max(PROFILE_LIMITS.answerMax, PROFILE_ERRORS.answer),
  })
  .strict();
export type SecurityQuestionRequest = z.output<typeof securityQuestionSchema>;

/** PUT /api/user/security/email-auth */
export const emailAuthSchema = z.object({ enabled: z.boolean() }).strict();

/** POST /api/user/security/phone: the number and the code sent to it (spec 02 §4). */
export const phoneBindingSchema = z
  .object({ countryCode: countryCodeSchema, phone: phoneSchema, code: codeSchema })
  .strict();
export type PhoneBindingRequest = z.output<typeof phoneBindingSchema>;
