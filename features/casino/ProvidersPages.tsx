import { SiteLink } from '@/features/ui';
import { notFound } from 'next/navigation';
import { getProviders } from '@/server/casino/site-casino';
import { imageUrl, providerPagePath } from './casino-paths';
import { casinoView } from './casino-view';
import type { QueryValues } from './list-filter';
import { GamesListPage } from './SectionList';
import styles from './Casino.module.css';

/** providers (spec 01 §2): every studio with its logo and how many games it has here. */
export async function ProvidersPage({ lng }: { lng: string }) {
  const [providers, { t }] = await Promise.all([getProviders(), casinoView(lng)]);
  return (
    <ul className={styles.providerGrid} aria-label={t('providers')}>
      {providers.map((provider) => (
        <li key={provider.id}>
          <SiteLink
            href={`/${lng}/${providerPagePath(provider.slug)}`}
            prefetch={false}
            className={styles.providerCard}
          >
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={imageUrl(provider.logo)}
              width={240}
              height={80}
              alt=""
              loading="lazy"
              decoding="async"
            />
            <span className={styles.providerName}>{provider.name}</span>
            <span className={styles.providerCount}>
              {t('gamesCount', { count: provider.gamesCount })}
            </span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** providers/{provider}: the studio's games, with the new/popular/jackpot and order chips. */
export async function ProviderPage({
  lng,
  provider,
  searchParams,
}: {
  lng: string;
  provider: string;
  searchParams?: QueryValues;
}) {
  const providers = await getProviders();
  if (!providers.some((p) => p.slug === provider)) notFound();
  return (
    <GamesListPage
      lng={lng}
      provider={provider}
      base={`/${lng}/${providerPagePath(provider)}`}
      searchParams={searchParams}
    />
  );
}
