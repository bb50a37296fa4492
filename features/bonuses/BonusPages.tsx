import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getCms } from '@/server/cms/site-cms';
import { getBonusCms } from '@/server/cms/bonus-api';
import { cmsImageHref } from '@/server/cms/cms-image';
import { getSiteConfig } from '@/server/config/site-config';
import { buildPath, type RouteMatch } from '@/server/routes/match';
import type { Landing } from '@/server/upstream/schemas/cms';
import type { BonusGames, GamesLanding, PartnerOffer } from '@/server/upstream/schemas/cms-bonus';
import { CmsSections } from '@/features/info-pages';
import { landingCtaHref, landingCtaKind, type QueryValues } from '@/features/promotions';
import { getCurrentUser } from '@/server/session/session';
import { BonusHero, BonusUnavailable, formatDate, OfferGames, TermsBox } from './BonusParts';
import { bonusRulesPath, pageOf } from './bonus-paths';
import styles from './Bonuses.module.css';

async function registrationAllowed(lng: string): Promise<boolean> {
  const { siteConfig } = await getSiteConfig(lng);
  return siteConfig.isRegistrationAllowed && !siteConfig.isVipDomain;
}

/** bonus-partner/{id}, bonus-offer-partner/{id}: a partner's offer, its code and its terms. */
export async function PartnerOfferPage({ lng, slug }: { lng: string; slug: string }) {
  const t = await getTranslations('bonuses');
  let offer: PartnerOffer | null;
  let signUp: boolean;
  try {
    [offer, signUp] = await Promise.all([
      (await getBonusCms()).partnerOffer(lng, slug),
      registrationAllowed(lng),
    ]);
  } catch (error) {
    return await BonusUnavailable({ error });
  }
  if (!offer) notFound();
  const toRegistration = offer.cta.action === 'registration' && signUp;
  return (
    <section className={styles.page}>
      <BonusHero
        badge={offer.badge}
        theme="sport"
        tag={t('partner', { name: offer.partner })}
        title={offer.title}
      >
        <p className={styles.teaser}>{offer.teaser}</p>
        {offer.code && (
          <p>
            {t('code')}: <code className={styles.code}>{offer.code}</code>
          </p>
        )}
        {offer.endsAt && (
          <p className={styles.meta}>{t('until', { date: formatDate(lng, offer.endsAt) })}</p>
        )}
        <div className={styles.actions}>
          <a
            className={styles.cta}
            href={`/${lng}/${toRegistration ? 'registration' : 'user/login'}`}
          >
            {toRegistration || offer.cta.action === 'login' ? offer.cta.label : t('takePartLogin')}
          </a>
        </div>
      </BonusHero>
      <CmsSections sections={offer.body} />
      <TermsBox id="partner-terms" title={t('terms')} terms={offer.terms} />
    </section>
  );
}

/**
 * bonuses-games/{id}, bonuses-offers-games/{id}: the games a bonus is wagered on, with each kind
 * of game's contribution, listed from the casino catalogue page by page.
 */
export async function BonusGamesPage({
  lng,
  match,
  id,
  searchParams,
}: {
  lng: string;
  match: RouteMatch;
  id: string;
  searchParams?: QueryValues;
}) {
  const t = await getTranslations('bonuses');
  let bonus: BonusGames | null;
  try {
    bonus = await (await getBonusCms()).bonusGames(lng, id);
  } catch (error) {
    return await BonusUnavailable({ error });
  }
  if (!bonus) notFound();
  const base = `/${lng}/${buildPath(match.entry, match.params)}`;
  return (
    <section className={styles.page}>
      <BonusHero badge={bonus.wagering} tag={t('wagering')} title={bonus.title}>
        <p className={styles.teaser}>{bonus.text}</p>
        {bonus.promotion && (
          <div className={styles.actions}>
            <a href={bonusRulesPath(lng, match, bonus.promotion)}>{t('bonusRules')}</a>
          </div>
        )}
      </BonusHero>
      <section className={styles.box} aria-labelledby="bonus-contributions">
        <h2 id="bonus-contributions">{t('contributions')}</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('gameKind')}</th>
              <th scope="col" className={styles.number}>
                {t('counted')}
              </th>
            </tr>
          </thead>
          <tbody>
            {bonus.contributions.map((row) => (
              <tr key={row.label}>
                <td>{row.label}</td>
                <td className={styles.number}>{`${row.percent}%`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <OfferGames
        lng={lng}
        selection={bonus.games}
        title={t('wageringGames')}
        paged={{ page: pageOf(searchParams), base }}
      />
    </section>
  );
}

/** games-landing/{landingRoute}: its own hero and its games, page by page. */
export async function GamesLandingPage({
  lng,
  match,
  slug,
  searchParams,
}: {
  lng: string;
  match: RouteMatch;
  slug: string;
  searchParams?: QueryValues;
}) {
  const t = await getTranslations('bonuses');
  let landing: GamesLanding | null;
  try {
    landing = await (await getBonusCms()).gamesLanding(lng, slug);
  } catch (error) {
    return await BonusUnavailable({ error });
  }
  if (!landing) notFound();
  const base = `/${lng}/${buildPath(match.entry, match.params)}`;
  return (
    <section className={styles.page}>
      <BonusHero badge={landing.badge} theme={landing.theme} title={landing.headline}>
        <p className={styles.teaser}>{landing.text}</p>
        <ul className={styles.points}>
          {landing.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      </BonusHero>
      <OfferGames
        lng={lng}
        selection={landing.games}
        title={t('landingGames')}
        paged={{ page: pageOf(searchParams), base }}
      />
    </section>
  );
}

/**
 * {landingId} of the config's bonusLandings (spec 01 §2 "Bonus CMS landings under {landingId}"):
 * the CMS landing inside the main layout, its call to action keeping the visitor's query.
 */
export async function BonusLandingPage({
  lng,
  landingId,
  searchParams,
}: {
  lng: string;
  landingId: string;
  searchParams?: QueryValues;
}) {
  const [t, tp, user] = await Promise.all([
    getTranslations('bonuses'),
    getTranslations('promotions'),
    getCurrentUser(),
  ]);
  let landing: Landing | null;
  let signUp: boolean;
  try {
    [landing, signUp] = await Promise.all([
      (await getCms()).landing(lng, landingId),
      registrationAllowed(lng),
    ]);
  } catch (error) {
    return await BonusUnavailable({ error });
  }
  if (!landing) notFound();
  const signedIn = user !== null;
  const ctaLabel = {
    own: landing.cta.label,
    login: t('takePartLogin'),
    deposit: tp('ctaDeposit'),
  }[landingCtaKind(landing, signUp, signedIn)];
  return (
    <section className={styles.page} data-category={landing.category}>
      <div className={styles.hero}>
        {/* A plain <img>: the CMS's small same-origin SVG needs no resizing service. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={cmsImageHref(landing.ogImage)}
          alt=""
          className={styles.heroArt}
          width={800}
          height={400}
        />
        <div className={styles.heroText}>
          <p className={styles.tag}>
            {t(landing.category === 'casino' ? 'casinoTag' : 'sportTag')}
          </p>
          <h2>{landing.headline}</h2>
          <p className={styles.teaser}>{landing.text}</p>
          <ul className={styles.points}>
            {landing.bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
          <div className={styles.actions}>
            {/* A plain link: the query rides along on a full navigation (spec 02 §7). */}
            <a
              className={styles.cta}
              href={landingCtaHref(lng, landing, signUp, searchParams, signedIn)}
            >
              {ctaLabel}
            </a>
          </div>
          <p className={styles.meta}>{landing.terms}</p>
        </div>
      </div>
    </section>
  );
}
