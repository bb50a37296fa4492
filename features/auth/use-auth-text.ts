'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { AuthFailure } from '@/features/session';

/**
 * A failure in the page's language: our text for each code of the catalogue (docs/bff-api.md),
 * the service's own title for a code we have no text for, else a generic sentence.
 */
export function useFailureText() {
  const t = useTranslations('auth.errors');
  return useCallback(
    (failure: Pick<AuthFailure, 'code' | 'title' | 'retryAfterS'>): string => {
      if (failure.code === 'too_many_attempts') {
        const minutes = Math.max(1, Math.ceil((failure.retryAfterS ?? 60) / 60));
        return t('too_many_attempts', { minutes });
      }
      if (t.has(failure.code)) return t(failure.code);
      return failure.title || t('generic');
    },
    [t],
  );
}

/** Field errors of an answer: our text per code where we have one, else the field's rule. */
export function useFieldFailureText() {
  const failureText = useFailureText();
  const tf = useTranslations('auth.fields');
  const te = useTranslations('auth.errors');
  return useCallback(
    (failure: AuthFailure, fieldRule: (field: string) => string): Record<string, string> => {
      const result: Record<string, string> = {};
      for (const [field, item] of Object.entries(failure.fields)) {
        result[field] =
          item.code === 'invalid' && tf.has(field)
            ? fieldRule(field)
            : te.has(item.code)
              ? failureText({ ...item, retryAfterS: failure.retryAfterS })
              : item.title;
      }
      return result;
    },
    [failureText, te, tf],
  );
}
