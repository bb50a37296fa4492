'use client';

import { useTranslations } from 'next-intl';
import { bffClient } from '@/features/bff';
import { FormField } from '@/features/ui';
import { useCodeText } from '../contact/office-form-texts';
import { checkErrors, type FailureTexts, type FormState } from '../contact/page-form';
import { useOfficeForm } from '../contact/use-office-form';
import {
  DOCUMENT_MIME_TYPES,
  documentErrorKey,
  documentUploadSchema,
  VERIFICATION_DOCUMENT_TYPES,
  type VerificationDocument,
  type VerificationDocumentType,
} from '@/server/upstream/schemas/office-extra';
import formStyles from '../contact/OfficeForm.module.css';
import { OfficeFormFooter } from '../contact/OfficeFormFooter';

/**
 * office/verification: the document's type and its file (an image or PDF of at most 5 MB),
 * checked before the upload as the BFF checks them, then sent as multipart. Without JavaScript
 * the form posts itself and the page comes back with the outcome.
 */
export function DocumentUploadForm({
  lng,
  labelledBy,
  requested,
  initial,
}: {
  lng: string;
  labelledBy: string;
  /** The type the operator asks for, chosen from the start. */
  requested?: VerificationDocumentType;
  initial?: FormState;
}) {
  const t = useTranslations('officeExtra.verification');
  const common = useTranslations('officeExtra.common');
  const codeText = useCodeText('verification');
  const texts: FailureTexts = {
    fields: ['type', 'file'],
    fieldText: (field, rule) =>
      rule && t.has(`errors.${rule}`) ? t(`errors.${rule}`) : t(`errors.${field}`),
    codeText,
    failed: common('failed'),
  };
  const form = useOfficeForm({
    initial,
    texts,
    ruleOf: documentErrorKey,
    check: (element) => {
      const type = new FormData(element).get('type') ?? '';
      const input = element.elements.namedItem('file');
      const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
      const parsed = documentUploadSchema.safeParse({
        type,
        file: file && { name: file.name, type: file.type, size: file.size },
      });
      if (!parsed.success || !file) {
        return { errors: parsed.success ? {} : checkErrors(parsed.error, texts, documentErrorKey) };
      }
      const body = new FormData();
      body.set('type', parsed.data.type);
      body.set('file', file, file.name);
      return { body };
    },
    send: (body) =>
      bffClient.request<VerificationDocument>('/api/office/verification/documents', {
        method: 'POST',
        body,
      }),
    sentText: t('uploaded'),
  });

  return (
    <form
      method="post"
      action={`/api/office/verification/documents?lng=${lng}`}
      encType="multipart/form-data"
      className={formStyles.form}
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={form.onSubmit}
    >
      <div className={formStyles.grid}>
        <FormField label={t('type')} error={form.errors.type} styles={formStyles}>
          {(control) => (
            <select {...control} name="type" defaultValue={requested ?? ''}>
              <option value="">{t('typePlaceholder')}</option>
              {VERIFICATION_DOCUMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`documentTypes.${type}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={t('file')}
          hint={t('fileHint')}
          error={form.errors.file}
          styles={formStyles}
          className={formStyles.wide}
        >
          {(control) => (
            <input {...control} type="file" name="file" accept={DOCUMENT_MIME_TYPES.join(',')} />
          )}
        </FormField>
      </div>
      <OfficeFormFooter
        alert={form.alert}
        pending={form.pending}
        label={t('upload')}
        pendingLabel={t('uploading')}
      />
    </form>
  );
}
