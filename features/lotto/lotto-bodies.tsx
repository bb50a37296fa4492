import type { ReactNode } from 'react';
import { notFound, unstable_rethrow } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { log } from '@/server/log';
import type { RouteBody } from '@/features/ui';
import { LottoCatalog, LottoResults, LottoView } from './LottoPages';
import styles from './Lotto.module.css';

type BodyProps = Parameters<RouteBody>[0];

function lottoBody(render: (props: BodyProps) => Promise<ReactNode>): RouteBody {
  return async (props) => {
    try {
      return await render(props);
    } catch (error) {
      unstable_rethrow(error);
      log.error('lotto: draws unavailable', { error });
      const t = await getTranslations('lotto');
      return (
        <p className={styles.notice} role="status">
          {t('unavailable')}
        </p>
      );
    }
  };
}

/**
 * spec 01 §2 lotto/{sectionName}?/{lottoId}?: no section is the catalogue; results take an
 * optional lottery; view needs one. The catalogue has no lottery of its own.
 */
export const LOTTO_BODIES: Readonly<Record<string, RouteBody>> = {
  lotto: lottoBody(async ({ lng, match, searchParams }) => {
    const { sectionName, lottoId } = match.params;
    if (sectionName === 'results') {
      return LottoResults({ lng, slug: lottoId, page: searchParams?.page });
    }
    if (sectionName === 'view') {
      if (!lottoId) notFound();
      return LottoView({ lng, slug: lottoId });
    }
    if (lottoId) notFound();
    return LottoCatalog({ lng });
  }),
};
