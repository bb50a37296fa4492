'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

/**
 * A refusal's own text by its code: the form's (`officeExtra.<form>.errors.<code>`), else the
 * one every office form shares (`officeExtra.common.codes.<code>`).
 */
export function useCodeText(form: 'verification' | 'identification' | 'manager' | 'ideas') {
  const t = useTranslations(`officeExtra.${form}.errors`);
  const common = useTranslations('officeExtra.common.codes');
  return useCallback(
    (code: string): string | undefined =>
      t.has(code) ? t(code) : common.has(code) ? common(code) : undefined,
    [t, common],
  );
}
