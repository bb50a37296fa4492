import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { safeReturnUrl } from '@/server/auth/return-url';
import { log } from '@/server/log';
import { resolveFixedPage } from '@/server/routes/resolve';
import { routeMetadata } from '@/server/seo/metadata';
import { playerUpstream } from '@/server/session/player-upstream';
import { termsApi, type TermsRule } from '@/server/terms/terms-api';
import { getTermsToConfirm } from '@/server/terms/terms-state';
import { ConfirmTerms } from './ConfirmTerms';

type Props = {
  params: Promise<{ lng?: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function confirmTermsMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { lng = '' } = await params;
  return routeMetadata(lng, await resolveFixedPage(lng, 'confirm'));
}

/**
 * spec 01 §4 Terms confirmation: "The confirm page redirects away when those conditions do not
 * hold": a visitor, a site with the feature off, or a player with nothing to confirm leaves for
 * the page they came from (home by default).
 */
export async function ConfirmTermsPage({ params, searchParams }: Props) {
  const { lng = '' } = await params;
  await resolveFixedPage(lng, 'confirm');
  const query = await searchParams;
  const returnUrl = safeReturnUrl(
    typeof query.returnUrl === 'string' ? query.returnUrl : null,
    lng,
  );
  // The confirm page never sends the player back to itself.
  const back = /^\/[a-z]{2}\/confirm(\/|$|\?|#)/.test(returnUrl) ? `/${lng}` : returnUrl;
  const upstream = await playerUpstream();
  if (!upstream || !(await getTermsToConfirm(lng))) redirect(back);

  let rules: TermsRule[] | null = null;
  try {
    rules = await termsApi.rules(upstream, lng);
  } catch (error) {
    log.warn('confirm page: terms text unavailable', { error });
  }
  const t = await getTranslations('protection');
  return (
    <ConfirmTerms
      lng={lng}
      rules={rules}
      returnUrl={back}
      labels={{
        title: t('confirm_terms_title'),
        text: t('confirm_terms_text'),
        accept: t('confirm_terms_accept'),
        logout: t('confirm_terms_logout'),
        error: t('information_confirm_terms_error'),
        unavailable: t('confirm_terms_unavailable'),
        more: t('confirm_terms_more'),
      }}
    />
  );
}
