'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { bffClient } from '@/features/bff';
import { FormField } from '@/features/ui';
import {
  MANAGER_MESSAGE_LIMITS,
  managerMessageRequestSchema,
  type ManagerMessage,
} from '@/server/upstream/schemas/office-extra';
import { useCodeText } from './office-form-texts';
import { checkErrors, type FailureTexts, type FormState } from './page-form';
import { useOfficeForm } from './use-office-form';
import styles from './OfficeForm.module.css';
import { OfficeFormFooter } from './OfficeFormFooter';

/** office/manager: a message to the personal manager, who answers on the same page. */
export function ManagerMessageForm({
  lng,
  labelledBy,
  initial,
}: {
  lng: string;
  labelledBy: string;
  initial?: FormState;
}) {
  const t = useTranslations('officeExtra.manager');
  const common = useTranslations('officeExtra.common');
  const codeText = useCodeText('manager');
  const [length, setLength] = useState(0);
  const limits = { min: MANAGER_MESSAGE_LIMITS.min, max: MANAGER_MESSAGE_LIMITS.max };
  const texts: FailureTexts = {
    fields: ['text'],
    fieldText: () => t('errors.text', limits),
    codeText,
    failed: common('failed'),
  };
  const form = useOfficeForm({
    initial,
    texts,
    check: (element) => {
      const parsed = managerMessageRequestSchema.safeParse({
        text: new FormData(element).get('text') ?? '',
      });
      return parsed.success ? { body: parsed.data } : { errors: checkErrors(parsed.error, texts) };
    },
    send: (body) => bffClient.post<ManagerMessage>('/api/office/manager/messages', body),
    sentText: t('sent'),
    onSent: () => setLength(0),
  });

  return (
    <form
      method="post"
      action={`/api/office/manager/messages?lng=${lng}`}
      className={styles.form}
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={form.onSubmit}
    >
      <FormField
        label={t('message')}
        hint={t('messageHint', { ...limits, length })}
        error={form.errors.text}
        styles={styles}
      >
        {(control) => (
          <textarea
            {...control}
            name="text"
            rows={5}
            maxLength={MANAGER_MESSAGE_LIMITS.max}
            onChange={(event) => setLength(event.target.value.trim().length)}
          />
        )}
      </FormField>
      <OfficeFormFooter
        alert={form.alert}
        pending={form.pending}
        label={t('send')}
        pendingLabel={common('sending')}
      />
    </form>
  );
}
