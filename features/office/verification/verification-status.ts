/**
 * The verification page's status: spec 02 §4 "Verified / Not verified" (verificationState of the
 * user config), told apart further by what the page knows besides (a document the operator asks
 * for, documents waiting for review, a refusal).
 */
import { verificationState } from '@/features/user';
import type { VerificationDocument } from '@/server/upstream/schemas/office-extra';
import type { UserConfig } from '@/server/upstream/schemas/user';

export type VerificationPageStatus =
  'verified' | 'requested' | 'reviewing' | 'denied' | 'notVerified' | 'unknown';

/** spec 01 §3 Face-id result "VERIFICATION_DENIED (Closed, code 5)". */
export const VERIFICATION_DENIED = 'VERIFICATION_DENIED';

export function verificationPageStatus(
  config: Pick<
    UserConfig,
    | 'internal_verification_status'
    | 'verification_status_group_code'
    | 'requested_additional_document'
    | 'verification_status'
  >,
  documents: readonly Pick<VerificationDocument, 'status'>[],
): VerificationPageStatus {
  const state = verificationState(config);
  if (state === 'verified') return 'verified';
  // Verified but for the document asked for (spec 02 §4 "and no additional document requested").
  if (config.requested_additional_document) return 'requested';
  if (documents.some((document) => document.status === 'pending')) return 'reviewing';
  if (config.verification_status_group_code === VERIFICATION_DENIED) return 'denied';
  return state;
}

/** Whether the player may send a document: anything but verified with nothing asked for. */
export const canUpload = (status: VerificationPageStatus) => status !== 'verified';
