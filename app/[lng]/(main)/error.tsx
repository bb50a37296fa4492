'use client';

import { SiteLink, useClientTexts, usePlainTexts } from '@/features/ui';
import { StatusPage, statusPageStyles } from '@/features/shell';

/** The technical error page for a failure inside a main-layout page (spec 01 §8). */
export default function MainError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = usePlainTexts('errors');
  const lng = useClientTexts()?.locale ?? 'en';
  return (
    <StatusPage
      code="500"
      title={t('technicalTitle')}
      text={t('technicalText')}
      actions={
        <>
          <button type="button" className={statusPageStyles.primary} onClick={() => reset()}>
            {t('retry')}
          </button>
          <SiteLink className={statusPageStyles.secondary} href={`/${lng}`}>
            {t('toHome')}
          </SiteLink>
        </>
      }
    />
  );
}
