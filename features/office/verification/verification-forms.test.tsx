import { act, fireEvent, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { initialAuthState } from '@/features/session/authSlice';
import { bffError, installFakeBff } from '@/features/bff/testing/fake-bff';
import { USER_CONFIG } from '@/features/user/testing/user-config';
import { selectUserConfig } from '@/features/user/userSlice';
import en from '@/messages/en.json';
import type { UserData } from '@/server/upstream/schemas/user';
import { renderWithProviders } from '@/tests/render';
import { DocumentUploadForm } from './DocumentUploadForm';
import { IdentificationForm } from './IdentificationForm';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

let network: ReturnType<typeof installFakeBff> | null = null;
beforeEach(() => refresh.mockClear());
afterEach(() => {
  network?.restore();
  network = null;
});

const { fields, errors, documentTypes, personal } = en.officeProfile;
const withMessages = (ui: ReactNode) =>
  renderWithProviders(
    <NextIntlClientProvider
      locale="en"
      messages={{
        officeExtra: en.officeExtra,
        officeProfile: {
          fields,
          errors,
          documentTypes,
          personal: { adultHint: personal.adultHint },
        },
      }}
    >
      <h2 id="caption">Caption</h2>
      {ui}
    </NextIntlClientProvider>,
    { preloadedState: { auth: { ...initialAuthState, userId: 1001 } } },
  );

const submit = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('File'), { target: { files: [file] } });

describe('the document upload', () => {
  it('posts itself as multipart to the BFF when JavaScript is off; the requested type first', () => {
    network = installFakeBff({});
    withMessages(<DocumentUploadForm lng="en" labelledBy="caption" requested="selfie" />);
    const form = screen.getByRole('form', { name: 'Caption' });
    expect(form).toHaveAttribute('action', '/api/office/verification/documents?lng=en');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect(screen.getByLabelText('Document')).toHaveValue('selfie');
    expect(screen.getByLabelText('File')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,application/pdf',
    );
  });

  it.each([
    ['no file at all', null, /Choose a file\./],
    ['a Word document', new File(['PK'], 'cv.docx', { type: 'application/msword' }), /JPEG, PNG/],
    [
      'a photo over 5 MB',
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }),
      /The file is larger than 5 MB\./,
    ],
  ])('refuses %s before uploading anything', async (_name, file, message) => {
    network = installFakeBff({});
    withMessages(<DocumentUploadForm lng="en" labelledBy="caption" />);
    fireEvent.change(screen.getByLabelText('Document'), { target: { value: 'passport' } });
    if (file) choose(file);
    await submit('Upload');
    expect(screen.getByLabelText('File')).toHaveAccessibleDescription(message);
    expect(network.calls).toEqual([]);
  });

  it('uploads the type and the file, says so and shows the documents again', async () => {
    network = installFakeBff({
      'POST /api/office/verification/documents': { status: 201, body: { data: { id: 12 } } },
    });
    withMessages(<DocumentUploadForm lng="en" labelledBy="caption" />);
    fireEvent.change(screen.getByLabelText('Document'), { target: { value: 'passport' } });
    const photo = new File([new Uint8Array(PNG_BYTES)], 'passport.png', { type: 'image/png' });
    choose(photo);
    await submit('Upload');
    const [call] = network.calls;
    expect(call?.path).toBe('/api/office/verification/documents');
    const sent = call?.body as FormData;
    expect(sent.get('type')).toBe('passport');
    expect((sent.get('file') as File).name).toBe('passport.png');
    expect(
      await screen.findByText('The document is uploaded and waits for review.'),
    ).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('says why the upload was refused', async () => {
    network = installFakeBff({
      'POST /api/office/verification/documents': bffError(
        400,
        'file_content',
        'The file is not the image or PDF it claims to be',
        { pointer: '/content' },
      ),
    });
    withMessages(<DocumentUploadForm lng="en" labelledBy="caption" />);
    fireEvent.change(screen.getByLabelText('Document'), { target: { value: 'passport' } });
    choose(new File([new Uint8Array(PNG_BYTES)], 'passport.png', { type: 'image/png' }));
    await submit('Upload');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This file is not a readable image or PDF.',
    );
  });
});

describe('the identification form', () => {
  const EMPTY: UserData = {
    date_birthday: null,
    document_type_id: null,
    inn: null,
    name: 'Maria',
    passport: null,
    passport_date: null,
    passport_end_date: null,
    registration_address: null,
    surname: null,
  };
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('starts from the details the player gave and marks the optional fields', () => {
    network = installFakeBff({});
    withMessages(<IdentificationForm lng="en" labelledBy="caption" userData={EMPTY} />);
    expect(screen.getByLabelText('First name')).toHaveValue('Maria');
    expect(screen.getByLabelText('Tax number (INN) (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Valid until (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Surname')).toBeRequired();
  });

  it('names every required field left empty, without sending anything', async () => {
    network = installFakeBff({});
    withMessages(<IdentificationForm lng="en" labelledBy="caption" userData={EMPTY} />);
    type('Tax number (INN) (optional)', '123');
    await submit('Confirm identification');
    for (const label of ['Surname', 'Document', 'Document number', 'Registration address']) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Required.');
    }
    expect(screen.getByLabelText('Tax number (INN) (optional)')).toHaveAccessibleDescription(
      '10 or 12 digits.',
    );
    expect(screen.getByLabelText('First name')).not.toHaveAccessibleDescription('Required.');
    expect(network.calls).toEqual([]);
  });

  it('sends the details and takes the new user config into the store', async () => {
    const identified = {
      ...USER_CONFIG,
      is_need_identification: false,
      user_data: { ...USER_CONFIG.user_data, surname: 'Petrova', name: 'Maria' },
    };
    network = installFakeBff({
      'POST /api/office/identification': { body: { data: identified } },
      'GET /api/user/config': { body: { data: identified } },
    });
    const { store } = withMessages(
      <IdentificationForm lng="en" labelledBy="caption" userData={EMPTY} />,
    );
    type('Surname', 'Petrova');
    type('Date of birth', '1991-02-03');
    type('Document', '1');
    type('Document number', '4511 223344');
    type('Date of issue', '2011-03-04');
    type('Registration address', 'Kazan, Baumana st. 5');
    await submit('Confirm identification');
    expect(network.callsTo('POST /api/office/identification').map((c) => c.body)).toEqual([
      {
        surname: 'Petrova',
        name: 'Maria',
        date_birthday: '1991-02-03',
        document_type_id: 1,
        passport: '4511 223344',
        passport_date: '2011-03-04',
        passport_end_date: null,
        inn: null,
        registration_address: 'Kazan, Baumana st. 5',
      },
    ]);
    expect(await screen.findByText('Thank you! Your identification is complete.')).toBeVisible();
    expect(selectUserConfig(store.getState()).is_need_identification).toBe(false);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('says the age rule once the fields are right, and the server’s refusal', async () => {
    network = installFakeBff({
      'POST /api/office/identification': bffError(409, 'already_identified', 'Already'),
    });
    withMessages(
      <IdentificationForm
        lng="en"
        labelledBy="caption"
        userData={{
          ...EMPTY,
          surname: 'Petrova',
          date_birthday: '2015-01-01',
          document_type_id: 1,
          passport: '4511 223344',
          passport_date: '2020-03-04',
          registration_address: 'Kazan, Baumana st. 5',
        }}
      />,
    );
    await submit('Confirm identification');
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      /You must be 18 or older\./,
    );
    type('Date of birth', '1991-02-03');
    await submit('Confirm identification');
    expect(screen.getByRole('alert')).toHaveTextContent('You are already identified.');
  });
});
