/** @jest-environment node */
import { createTranslator } from 'next-intl';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { makeStore } from '@/features/shell/store';
import { USER_CONFIG } from '@/features/user/testing/user-config';
import en from '@/messages/en.json';
import type { Verification, VerificationDocument } from '@/server/upstream/schemas/office-extra';
import type { UserConfig } from '@/server/upstream/schemas/user';
import { IdentificationView } from './IdentificationPage';
import { VerificationView } from './VerificationPage';

jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({
      locale: 'en',
      messages: jest.requireActual('@/messages/en.json') as Record<string, never>,
      namespace: namespace as never,
    }),
}));
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const CLOCK = { timeZone: 3, is12h: false };
const NOT_VERIFIED: UserConfig = {
  ...USER_CONFIG,
  internal_verification_status: 0,
  verification_status: 1,
  verification_status_group_code: null,
  is_need_identification: true,
};
const DOCUMENT: VerificationDocument = {
  id: 12,
  type: 'passport',
  fileName: 'passport-main-page.png',
  mimeType: 'image/png',
  size: 245_760,
  status: 'pending',
  comment: null,
  uploadedAt: '2026-03-14T09:30:00.000Z',
  reviewedAt: null,
};

const html = (element: ReactElement) =>
  renderToStaticMarkup(<Provider store={makeStore()}>{element}</Provider>);
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

async function verificationPage(
  config: UserConfig | null,
  verification: Verification | null,
  extra: Partial<Parameters<typeof VerificationView>[0]> = {},
) {
  return html(
    await VerificationView({
      lng: 'en',
      clock: CLOCK,
      config,
      verification,
      showIdentification: true,
      flash: null,
      clientMessages: { officeExtra: en.officeExtra },
      ...extra,
    }),
  );
}

describe('office/verification', () => {
  it('shows a document waiting for review, and the identification still to do', async () => {
    const page = await verificationPage(NOT_VERIFIED, { documents: [DOCUMENT], request: null });
    const shown = text(page);
    expect(shown).toContain('Under review We are checking your documents');
    expect(shown).toContain('Identification Required · Complete identification');
    expect(page).toContain('href="/en/office/identification"');
    expect(shown).toContain('Checked by Passport or identity card');
    expect(shown).toContain(
      'Passport passport-main-page.png 240 KB 03/14/2026, 12:30 Under review',
    );
    expect(page).toContain('action="/api/office/verification/documents?lng=en"');
  });

  it('asks for the requested document and offers it in the form', async () => {
    const page = await verificationPage(
      { ...USER_CONFIG, requested_additional_document: true },
      {
        documents: [{ ...DOCUMENT, status: 'approved' }],
        request: {
          documentType: 'proof_of_address',
          note: 'A bank statement from the last three months.',
          requestedAt: '2026-03-14T10:00:00.000Z',
        },
      },
    );
    const shown = text(page);
    expect(shown).toContain('Document requested');
    expect(shown).toContain(
      'We need one more document: Proof of address A bank statement from the last three months. Requested on 03/14/2026',
    );
    expect(page).toMatch(/<option value="proof_of_address" selected="">/);
  });

  it('has nothing to upload for a verified player', async () => {
    const page = await verificationPage(USER_CONFIG, {
      documents: [{ ...DOCUMENT, status: 'approved' }],
      request: null,
    });
    expect(text(page)).toContain('Verified Your identity is confirmed');
    expect(text(page)).toContain('Your account is verified: there is nothing to upload.');
    expect(text(page)).toContain('Identification Completed');
    expect(page).not.toContain('<form');
  });

  it('shows the reviewer’s reason for a refusal', async () => {
    const page = await verificationPage(
      { ...NOT_VERIFIED, verification_status_group_code: 'VERIFICATION_DENIED' },
      {
        documents: [{ ...DOCUMENT, status: 'rejected', comment: 'The photo is blurred.' }],
        request: null,
      },
    );
    expect(text(page)).toContain('Refused We could not accept your documents');
    expect(text(page)).toContain('Refused The photo is blurred.');
  });

  it('shows what a post without JavaScript came back with', async () => {
    const refused = await verificationPage(
      NOT_VERIFIED,
      { documents: [], request: null },
      { flash: { kind: 'error', code: 'invalid', field: 'file', rule: 'fileSize' } },
    );
    expect(refused).toMatch(
      /aria-invalid="true"[^>]*type="file"|type="file"[^>]*aria-invalid="true"/,
    );
    expect(text(refused)).toContain('The file is larger than 5 MB.');
    expect(text(refused)).toContain('You have not uploaded any documents yet.');
    const done = await verificationPage(
      NOT_VERIFIED,
      { documents: [DOCUMENT], request: null },
      { flash: { kind: 'done' } },
    );
    expect(done).toContain('role="status"');
    expect(text(done)).toContain('The document is uploaded and waits for review.');
  });

  it('says when the documents or the user config cannot be read', async () => {
    const noDocuments = await verificationPage(NOT_VERIFIED, null);
    expect(text(noDocuments)).toContain('Your documents cannot be shown right now.');
    const noConfig = await verificationPage(null, null);
    expect(text(noConfig)).toContain('This page cannot be shown right now.');
  });
});

describe('office/identification', () => {
  const { fields, errors, documentTypes, personal } = en.officeProfile;
  const identificationPage = async (
    config: UserConfig,
    flash: Parameters<typeof IdentificationView>[0]['flash'] = null,
  ) =>
    html(
      await IdentificationView({
        lng: 'en',
        config,
        flash,
        clientMessages: {
          officeExtra: en.officeExtra,
          officeProfile: {
            fields,
            errors,
            documentTypes,
            personal: { adultHint: personal.adultHint },
          },
        },
      }),
    );

  it('asks for the details while the user config says they are needed', async () => {
    const page = await identificationPage({
      ...NOT_VERIFIED,
      is_identification_bonus: true,
      user_data: { ...NOT_VERIFIED.user_data, passport: null },
    });
    expect(text(page)).toContain('To deposit and withdraw, tell us who you are.');
    expect(text(page)).toContain('Complete the identification to receive your bonus');
    expect(page).toContain('action="/api/office/identification?lng=en"');
    expect(page).toContain('value="Alex"');
  });

  it('shows the refused field of a post without JavaScript', async () => {
    const page = await identificationPage(NOT_VERIFIED, {
      kind: 'error',
      code: 'invalid',
      field: 'date_birthday',
      rule: 'adult',
    });
    expect(text(page)).toContain('You must be 18 or older.');
    expect(page).toMatch(
      /name="date_birthday"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="date_birthday"/,
    );
  });

  it('shows the details once identified, with the way to deposit and to verify', async () => {
    const page = await identificationPage(
      { ...NOT_VERIFIED, is_need_identification: false },
      { kind: 'done' },
    );
    const shown = text(page);
    expect(shown).toContain('Thank you! Your identification is complete.');
    expect(shown).toContain('Identification complete');
    expect(shown).toContain('Document National passport');
    expect(shown).toContain('Document number 4510 123456');
    expect(page).toContain('href="/en/office/recharge"');
    expect(page).toContain('href="/en/office/verification"');
    expect(page).not.toContain('<form');
  });

  it('counts a verified player as identified', async () => {
    const page = await identificationPage({ ...USER_CONFIG, is_need_identification: true });
    expect(text(page)).toContain('Identification complete');
    expect(page).not.toContain('href="/en/office/verification"');
  });
});
