import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HomePage } from '@/features/home/server';
import { JsonLd, organizationData, webSiteData } from '@/features/ui';
import { HomeSnow } from '@/features/widgets/server';
import { getSiteConfig, requestIdentity } from '@/server/config/site-config';
import { resolveFixedPage } from '@/server/routes/resolve';
import { routeMetadata } from '@/server/seo/metadata';

type Params = Promise<{ lng: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lng } = await params;
  const [metadata, config, t] = await Promise.all([
    routeMetadata(lng, await resolveFixedPage(lng, 'home')),
    getSiteConfig(lng),
    getTranslations({ locale: lng, namespace: 'meta' }),
  ]);
  // Without an SEO title the home page names the brand and what it offers.
  return typeof metadata.title === 'string'
    ? { ...metadata, title: { absolute: t('homeTitle', { brand: config.siteConfig.companyName }) } }
    : metadata;
}

export default async function Home({ params }: { params: Params }) {
  const { lng } = await params;
  const [config, match, { origin }] = await Promise.all([
    getSiteConfig(lng),
    resolveFixedPage(lng, 'home'),
    requestIdentity(),
  ]);
  const name = config.siteConfig.companyName;
  return (
    <>
      {/* issue 22 §7: who runs the site, and the search it answers. */}
      <JsonLd
        data={organizationData({
          name,
          origin,
          sameAs: config.contacts.socials.map((social) => social.href),
        })}
      />
      <JsonLd data={webSiteData({ name, origin, lng })} />
      <HomePage lng={lng} brand={name} match={match} />
      <HomeSnow lng={lng} />
    </>
  );
}
