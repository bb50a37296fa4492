import { SiteLink, withLanguage } from '@/features/ui';
import { getTranslations } from 'next-intl/server';
import { LazyQuickCoupon } from '@/features/shell';
import { SeoText } from '@/features/ui/server';
import type { RouteMatch } from '@/server/routes/match';
import { seoTargetFor } from '@/server/seo/metadata';
import { getSeoContent, getSeoPageVisual } from '@/server/seo/seo-client';
import { HomeEvents } from './HomeEvents';
import styles from './HomePage.module.css';

const SECTION_TILES = [
  {
    key: 'line',
    href: '/line',
    color: '#1f8bff',
    icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4 3 2.2-1.1 3.6h-3.8L9 9.2z',
  },
  { key: 'live', href: '/live', color: '#e5484d', icon: 'M4 6h16v10H4zM9 20h6M12 16v4' },
  {
    key: 'casino',
    href: '/casino',
    color: '#22a85a',
    icon: 'M5 4h14v16H5zM9 9h.01M15 15h.01M12 12h.01',
  },
  {
    key: 'slots',
    href: '/slots',
    color: '#a855f7',
    icon: 'M4 7h16v10H4zM8 7v10M16 7v10M20 10h1v4',
  },
  {
    key: 'liveCasino',
    href: '/live-casino',
    color: '#f97316',
    icon: 'M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM5 20c1-4 4-6 7-6s6 2 7 6',
  },
  {
    key: 'poker',
    href: '/poker',
    color: '#0ea5a4',
    icon: 'M12 3c3 4 7 6 7 10a4 4 0 0 1-7 2.6A4 4 0 0 1 5 13c0-4 4-6 7-10zM10 21h4',
  },
] as const;

/** The home page: a promotion, the sections to bet and play in, and why to stay. */
export async function HomePage({
  lng,
  brand,
  match,
}: {
  lng: string;
  brand: string;
  match: RouteMatch;
}) {
  const target = seoTargetFor(lng, match);
  const [t, te, nav, visual, content] = await Promise.all([
    getTranslations('home'),
    getTranslations('homeEvents'),
    getTranslations('nav'),
    getSeoPageVisual(target),
    getSeoContent(target),
  ]);
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <h2 id="hero-title" className={styles.heroTitle}>
          {t('heroTitle')}
        </h2>
        <p>{t('heroText')}</p>
        <div className={styles.odds} aria-hidden="true">
          <span>
            1<b>1.85</b>
          </span>
          <span>
            X<b>3.40</b>
          </span>
          <span>
            2<b>4.20</b>
          </span>
        </div>
        <div className={styles.heroActions}>
          <SiteLink className={styles.cta} href={withLanguage(lng, '/bonuses')}>
            {t('heroCta')}
          </SiteLink>
          <SiteLink className={styles.more} href={withLanguage(lng, '/promo')}>
            {t('heroMore')}
          </SiteLink>
        </div>
      </section>

      <section className={styles.block} aria-labelledby="sections-title">
        <h1 id="sections-title">{visual?.h1 ?? t('sectionsTitle')}</h1>
        <ul className={styles.tiles}>
          {SECTION_TILES.map((tile) => (
            <li key={tile.key}>
              <SiteLink className={styles.tile} href={withLanguage(lng, tile.href)}>
                <span className={styles.icon} style={{ background: tile.color }} aria-hidden="true">
                  <svg viewBox="0 0 24 24" width="26" height="26">
                    <path
                      d={tile.icon}
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </span>
                <div>
                  <strong>{nav(tile.key)}</strong>
                  <span className={styles.desc}>{t(`sections.${tile.key}`)}</span>
                </div>
              </SiteLink>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.block} aria-labelledby="events-title">
        <h2 id="events-title">{te('title')}</h2>
        <HomeEvents lng={lng} view={{ kind: 'home' }} strict={false} />
      </section>

      <section className={styles.block} aria-labelledby="why-title">
        <h2 id="why-title">{t('whyTitle', { brand })}</h2>
        <div className={styles.why}>
          {(['payouts', 'margin', 'support'] as const).map((key) => (
            <div key={key}>
              <h3>{t(`why.${key}`)}</h3>
              <p>{t(`why.${key}Text`)}</p>
            </div>
          ))}
        </div>
      </section>
      <div className={styles.block}>
        <SeoText content={content} />
      </div>
      {match.entry.flags?.quickCoupon && <LazyQuickCoupon />}
    </>
  );
}
