import type { ReactNode } from 'react';
import { unstable_rethrow } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { log } from '@/server/log';
import type { RouteBody } from '@/features/ui';
import { LOTTO_BODIES } from '@/features/lotto/server';
import { TOTO_TABS, TotoIndex, TotoSection, type TotoTab } from './TotoPages';
import styles from './Toto.module.css';

type BodyProps = Parameters<RouteBody>[0];

/** A failed toto call shows the toto's notice inside the page's frame; a 404 goes through. */
function totoBody(render: (props: BodyProps) => Promise<ReactNode>): RouteBody {
  return async (props) => {
    try {
      return await render(props);
    } catch (error) {
      unstable_rethrow(error);
      log.error('toto: draws unavailable', { error });
      const t = await getTranslations('toto');
      return (
        <p className={styles.notice} role="status">
          {t('unavailable')}
        </p>
      );
    }
  };
}

const isTab = (value: string | undefined): value is TotoTab =>
  (TOTO_TABS as readonly string[]).includes(value ?? '');

/** spec 01 §2 toto/{totoSection}? and its tabs; a toto without a tab opens its current draw. */
export const TOTO_BODIES: Readonly<Record<string, RouteBody>> = {
  toto: totoBody(async ({ lng, match }) => {
    const slug = match.params.totoSection;
    return slug ? TotoSection({ lng, slug, tab: 'draw' }) : TotoIndex({ lng });
  }),
  totoTab: totoBody(async ({ lng, match, searchParams }) => {
    const { totoSection: slug, tab } = match.params;
    if (!slug || !isTab(tab)) return null;
    return TotoSection({ lng, slug, tab, page: searchParams?.page });
  }),
};

/** The toto's and the lotto's bodies, spread into ROUTE_BODIES as one. */
export const TOTO_LOTTO_BODIES: Readonly<Record<string, RouteBody>> = {
  ...TOTO_BODIES,
  ...LOTTO_BODIES,
};
