/**
 * The sandbox's own rules for the personal office (spec 02 §3 user_data and protection_methods,
 * §4 "User profile"): what a personal-data save and each security change must carry, and the
 * protection level it recomputes from the methods. Written apart from the front end's checks, so
 * an end-to-end test compares two implementations of the same rules.
 */
import { z } from 'zod';
import { codeSchema, countryCodeSchema, passwordSchema, phoneSchema } from '@contract/auth';
import type { ProtectionMethods } from '@contract/user';

/** The document types a player may name: 1 national passport, 2 foreign passport, 3 ID card. */
export const SANDBOX_DOCUMENT_TYPES = [1, 2, 3] as const;
const ADULT_AGE = 18;
const OLDEST_AGE = 120;

/**
 * Each protection method's share of protection_level (0–100, spec 02 §4 bounds): two-factor
 * sign-in guards the most, then the phone that receives codes and the recovery question.
 */
export const PROTECTION_WEIGHTS: Readonly<Record<keyof ProtectionMethods, number>> = {
  enable_two_factor_auth: 25,
  enable_phone_binding: 20,
  enable_security_question: 20,
  is_changed_password: 20,
  enable_email_auth: 15,
};

export function protectionLevelOf(methods: ProtectionMethods): number {
  return (Object.keys(PROTECTION_WEIGHTS) as (keyof ProtectionMethods)[]).reduce(
    (level, method) => level + (methods[method] ? PROTECTION_WEIGHTS[method] : 0),
    0,
  );
}

/** `YYYY-MM-DD` of the sandbox clock's day (UTC). */
export function isoDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** The same day `years` earlier (29 February falls back to the 28th). */
function yearsBefore(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d));
  if (date.getUTCDate() !== d) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date like 1990-05-17')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'not a real date');

const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

const trimmed = (min: number, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .transform((value) => value.trim().replace(/\s+/g, ' '))
      .pipe(z.string().min(min).max(max))
      .nullable(),
  );

const personName = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(64)
    .regex(/^\p{L}[\p{L}\p{M}' .-]*$/u, 'letters, spaces, hyphens and apostrophes')
    .nullable(),
);

/**
 * PUT /office-api/v1/personal: every user_data field, each a value or null (cleared). `today` is
 * the sandbox clock's day, for the birth date (an adult) and the document dates (not future).
 */
export function personalDataSchema(today: string) {
  return z
    .object({
      surname: personName,
      name: personName,
      date_birthday: z.preprocess(blankToNull, calendarDate.nullable()),
      document_type_id: z.literal(SANDBOX_DOCUMENT_TYPES).nullable(),
      passport: z.preprocess(
        blankToNull,
        z
          .string()
          .trim()
          .min(4)
          .max(20)
          .regex(/^[\p{L}\d][\p{L}\d -]*$/u, 'letters, digits, spaces and hyphens')
          .nullable(),
      ),
      passport_date: z.preprocess(blankToNull, calendarDate.nullable()),
      passport_end_date: z.preprocess(blankToNull, calendarDate.nullable()),
      inn: z.preprocess(
        blankToNull,
        z
          .string()
          .regex(/^(\d{10}|\d{12})$/, '10 or 12 digits')
          .nullable(),
      ),
      registration_address: trimmed(5, 200),
    })
    .strict()
    .superRefine((data, ctx) => {
      const birth = data.date_birthday;
      if (birth !== null) {
        if (birth > yearsBefore(today, ADULT_AGE)) {
          ctx.addIssue({ code: 'custom', path: ['date_birthday'], message: 'must be 18 or older' });
        } else if (birth < yearsBefore(today, OLDEST_AGE)) {
          ctx.addIssue({ code: 'custom', path: ['date_birthday'], message: 'too long ago' });
        }
      }
      const issued = data.passport_date;
      if (issued !== null) {
        if (issued > today) {
          ctx.addIssue({ code: 'custom', path: ['passport_date'], message: 'in the future' });
        } else if (birth !== null && issued <= birth) {
          ctx.addIssue({
            code: 'custom',
            path: ['passport_date'],
            message: 'must be after the date of birth',
          });
        }
      }
      const ends = data.passport_end_date;
      if (ends !== null && issued !== null && ends <= issued) {
        ctx.addIssue({
          code: 'custom',
          path: ['passport_end_date'],
          message: 'must be after the date of issue',
        });
      }
    });
}

/** POST /office-api/v1/security/password */
export const passwordChangeSchema = z
  .object({ currentPassword: z.string().min(1).max(128), newPassword: passwordSchema })
  .strict();

/** PUT /office-api/v1/security/question: the answer is compared case- and space-insensitively. */
export const securityQuestionSchema = z
  .object({
    question: z.string().trim().min(5).max(120),
    answer: z.string().trim().min(2).max(60),
  })
  .strict();

export function normaliseAnswer(answer: string): string {
  return answer.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** PUT /office-api/v1/security/email-auth */
export const emailAuthSchema = z.object({ enabled: z.boolean() }).strict();

/** POST /office-api/v1/security/phone: the number and the code sent to it for registration. */
export const phoneBindingSchema = z
  .object({ countryCode: countryCodeSchema, phone: phoneSchema, code: codeSchema })
  .strict();
