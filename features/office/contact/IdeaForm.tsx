'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { bffClient } from '@/features/bff';
import { FormField } from '@/features/ui';
import {
  IDEA_LIMITS,
  IDEA_TOPICS,
  ideaRequestSchema,
  type Idea,
} from '@/server/upstream/schemas/office-extra';
import { useCodeText } from './office-form-texts';
import { checkErrors, type FailureTexts, type FormState } from './page-form';
import { useOfficeForm } from './use-office-form';
import styles from './OfficeForm.module.css';
import { OfficeFormFooter } from './OfficeFormFooter';

/**
 * office/share-idea: a topic and the idea (10–2000 characters), checked with the BFF's schema
 * and filed; without JavaScript the form posts itself and the page comes back with the outcome.
 */
export function IdeaForm({
  lng,
  labelledBy,
  initial,
}: {
  lng: string;
  labelledBy: string;
  initial?: FormState;
}) {
  const t = useTranslations('officeExtra.ideas');
  const common = useTranslations('officeExtra.common');
  const codeText = useCodeText('ideas');
  const [length, setLength] = useState(0);
  const texts: FailureTexts = {
    fields: ['topic', 'text'],
    fieldText: (field) => (field === 'topic' ? t('errors.topic') : t('errors.text', IDEA_LIMITS)),
    codeText,
    failed: common('failed'),
  };
  const form = useOfficeForm({
    initial,
    texts,
    check: (element) => {
      const data = new FormData(element);
      const parsed = ideaRequestSchema.safeParse({
        topic: data.get('topic') ?? '',
        text: data.get('text') ?? '',
      });
      return parsed.success ? { body: parsed.data } : { errors: checkErrors(parsed.error, texts) };
    },
    send: (body) => bffClient.post<Idea>('/api/office/ideas', body),
    sentText: t('sent'),
    onSent: () => setLength(0),
  });

  return (
    <form
      method="post"
      action={`/api/office/ideas?lng=${lng}`}
      className={styles.form}
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={form.onSubmit}
    >
      <FormField label={t('topic')} error={form.errors.topic} styles={styles}>
        {(control) => (
          <select {...control} name="topic" defaultValue="">
            <option value="">{t('topicPlaceholder')}</option>
            {IDEA_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {t(`topics.${topic}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label={t('text')}
        hint={t('textHint', { ...IDEA_LIMITS, length })}
        error={form.errors.text}
        styles={styles}
      >
        {(control) => (
          <textarea
            {...control}
            name="text"
            rows={6}
            maxLength={IDEA_LIMITS.max}
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
