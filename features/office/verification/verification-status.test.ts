import { USER_CONFIG } from '@/features/user/testing/user-config';
import { canUpload, verificationPageStatus } from './verification-status';

const NOT_VERIFIED = {
  ...USER_CONFIG,
  internal_verification_status: 0,
  verification_status: 1,
  verification_status_group_code: null,
  requested_additional_document: false,
};

describe('the verification page’s status (spec 02 §4)', () => {
  it.each([
    ['internal status 1', USER_CONFIG, [], 'verified'],
    [
      'group code VERIFICATION_SUCCESSFUL',
      { ...NOT_VERIFIED, verification_status_group_code: 'VERIFICATION_SUCCESSFUL' },
      [],
      'verified',
    ],
    [
      'verified but asked for one more document',
      { ...USER_CONFIG, requested_additional_document: true },
      [{ status: 'approved' }],
      'requested',
    ],
    ['documents waiting for review', NOT_VERIFIED, [{ status: 'pending' }], 'reviewing'],
    [
      'refused',
      { ...NOT_VERIFIED, verification_status_group_code: 'VERIFICATION_DENIED' },
      [{ status: 'rejected' }],
      'denied',
    ],
    ['verification_status 1, nothing sent', NOT_VERIFIED, [], 'notVerified'],
    ['neither rule holds', { ...NOT_VERIFIED, verification_status: 0 }, [], 'unknown'],
  ] as const)('%s', (_name, config, documents, expected) => {
    expect(verificationPageStatus(config, documents)).toBe(expected);
  });

  it('takes documents from anyone but a verified player', () => {
    expect(canUpload('verified')).toBe(false);
    expect(canUpload('requested')).toBe(true);
    expect(canUpload('notVerified')).toBe(true);
  });
});
