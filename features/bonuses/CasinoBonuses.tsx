import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/server/config/site-config';
import { getBonusCms } from '@/server/cms/bonus-api';
import type { CasinoOffer, CasinoOfferKind, Tournament } from '@/server/upstream/schemas/cms-bonus';
import { CmsSections } from '@/features/info-pages';
import {
  BonusHero,
  BonusUnavailable,
  formatDate,
  formatMoney,
  OfferGames,
  Period,
  TermsBox,
} from './BonusParts';
import {
  casinoBonusPath,
  casinoPromotionPath,
  tournamentPath,
  tournamentStatus,
  type TournamentStatus,
} from './bonus-paths';
import styles from './Bonuses.module.css';

type Translate = Awaited<ReturnType<typeof getTranslations<'bonuses'>>>;

function OfferCard({
  href,
  badge,
  title,
  teaser,
  children,
}: {
  href: string;
  badge: string;
  title: string;
  teaser: string;
  children?: ReactNode;
}) {
  return (
    <li className={styles.card}>
      <p className={styles.badge} aria-hidden="true">
        {badge}
      </p>
      <div className={styles.cardBody}>
        <h3>
          <a href={href}>{title}</a>
        </h3>
        <p className={styles.teaser}>{teaser}</p>
        {children}
      </div>
    </li>
  );
}

function offerHref(lng: string, offer: CasinoOffer): string {
  return offer.kind === 'bonus'
    ? casinoBonusPath(lng, offer.slug)
    : casinoPromotionPath(lng, offer.slug);
}

function OfferCards({ lng, offers }: { lng: string; offers: readonly CasinoOffer[] }) {
  return (
    <ul className={styles.cards}>
      {offers.map((offer) => (
        <OfferCard
          key={offer.slug}
          href={offerHref(lng, offer)}
          badge={offer.badge}
          title={offer.title}
          teaser={offer.teaser}
        />
      ))}
    </ul>
  );
}

function StatusLabel({ t, status }: { t: Translate; status: TournamentStatus }) {
  return (
    <span className={styles.status} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}

function TournamentCards({
  lng,
  t,
  tournaments,
  now,
}: {
  lng: string;
  t: Translate;
  tournaments: readonly Tournament[];
  now: number;
}) {
  return (
    <ul className={styles.cards}>
      {tournaments.map((tournament) => (
        <OfferCard
          key={tournament.slug}
          href={tournamentPath(lng, tournament.slug)}
          badge={formatMoney(lng, tournament.prizePool)}
          title={tournament.title}
          teaser={tournament.teaser}
        >
          <StatusLabel t={t} status={tournamentStatus(tournament, now)} />
          <p className={styles.meta}>
            <Period
              lng={lng}
              startsAt={tournament.startsAt}
              endsAt={tournament.endsAt}
              since={(date) => t('since', { date })}
            />
          </p>
        </OfferCard>
      ))}
    </ul>
  );
}

/** Running first, then the coming ones, the finished last. */
const STATUS_ORDER: Readonly<Record<TournamentStatus, number>> = {
  running: 0,
  upcoming: 1,
  finished: 2,
};

function byStatus(tournaments: readonly Tournament[], now: number): Tournament[] {
  return [...tournaments].sort(
    (a, b) => STATUS_ORDER[tournamentStatus(a, now)] - STATUS_ORDER[tournamentStatus(b, now)],
  );
}

/** bonus/casino: the casino's bonuses, promotions and tournaments, each a card to its page. */
export async function CasinoBonusesOverview({ lng }: { lng: string }) {
  const t = await getTranslations('bonuses');
  try {
    const cms = await getBonusCms();
    const [offers, tournaments] = await Promise.all([cms.casinoOffers(lng), cms.tournaments(lng)]);
    const now = Date.now();
    const sections = [
      { id: 'casino-bonuses', title: t('bonuses'), kind: 'bonus' as const },
      { id: 'casino-promotions', title: t('promotions'), kind: 'promotion' as const },
    ];
    return (
      <div className={styles.page}>
        {sections.map((section) => (
          <section key={section.id} className={styles.section} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.title}</h2>
            <OfferCards lng={lng} offers={offers.filter((o) => o.kind === section.kind)} />
          </section>
        ))}
        <section className={styles.section} aria-labelledby="casino-tournaments">
          <header className={styles.sectionHead}>
            <h2 id="casino-tournaments">{t('tournaments')}</h2>
            <a href={`/${lng}/bonus/casino/tournaments`}>{t('allTournaments')}</a>
          </header>
          <TournamentCards
            lng={lng}
            t={t}
            now={now}
            tournaments={byStatus(tournaments, now).filter(
              (x) => tournamentStatus(x, now) !== 'finished',
            )}
          />
        </section>
      </div>
    );
  } catch (error) {
    return await BonusUnavailable({ error });
  }
}

/**
 * One casino bonus (bonus/casino/{id}) or promotion (bonus/casino/promotions/{id}): 404 when the
 * CMS has none of that kind.
 */
export async function CasinoOfferDetails({
  lng,
  kind,
  slug,
}: {
  lng: string;
  kind: CasinoOfferKind;
  slug: string;
}) {
  const t = await getTranslations('bonuses');
  let offer: CasinoOffer | null;
  let showRegistration: boolean;
  try {
    const [found, { siteConfig }] = await Promise.all([
      (await getBonusCms()).casinoOffer(lng, slug),
      getSiteConfig(lng),
    ]);
    offer = found;
    showRegistration = siteConfig.isRegistrationAllowed && !siteConfig.isVipDomain;
  } catch (error) {
    return await BonusUnavailable({ error });
  }
  if (!offer || offer.kind !== kind) notFound();
  return (
    <section className={styles.page}>
      <BonusHero
        badge={offer.badge}
        tag={t(kind === 'bonus' ? 'bonusTag' : 'promotionTag')}
        title={offer.title}
      >
        <p className={styles.teaser}>{offer.teaser}</p>
        <p className={styles.meta}>
          <Period
            lng={lng}
            startsAt={offer.startsAt}
            endsAt={offer.endsAt}
            since={(date) => t('since', { date })}
          />
        </p>
        <div className={styles.actions}>
          <a
            className={styles.cta}
            href={`/${lng}/${showRegistration ? 'registration' : 'user/login'}`}
          >
            {showRegistration ? t('takePart') : t('takePartLogin')}
          </a>
          <a href={`/${lng}/bonus/casino`}>{t('allCasinoBonuses')}</a>
        </div>
      </BonusHero>
      <CmsSections sections={offer.body} />
      {offer.games && <OfferGames lng={lng} selection={offer.games} title={t('offerGames')} />}
      <TermsBox id="offer-terms" title={t('terms')} terms={offer.terms} />
    </section>
  );
}

/** bonus/casino/promo: the casino promotions and the promo codes points buy. */
export async function CasinoPromo({ lng }: { lng: string }) {
  const t = await getTranslations('bonuses');
  try {
    const cms = await getBonusCms();
    const [promotions, codes] = await Promise.all([
      cms.casinoOffers(lng, 'promotion'),
      cms.promoCodes(lng),
    ]);
    return (
      <div className={styles.page}>
        <section className={styles.box} aria-labelledby="promo-codes">
          <h2 id="promo-codes">{t('promoCodes')}</h2>
          <p>{codes.intro}</p>
          <ol>
            {codes.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <table className={styles.table} aria-labelledby="promo-codes">
            <thead>
              <tr>
                <th scope="col">{t('code')}</th>
                <th scope="col">{t('reward')}</th>
                <th scope="col" className={styles.number}>
                  {t('cost')}
                </th>
                <th scope="col">{t('validUntil')}</th>
              </tr>
            </thead>
            <tbody>
              {codes.codes.map((code) => (
                <tr key={code.code}>
                  <td>
                    <code className={styles.code}>{code.code}</code>
                  </td>
                  <td>{code.reward}</td>
                  <td className={styles.number}>
                    {code.points === 0 ? t('free') : t('points', { count: code.points })}
                  </td>
                  <td>
                    <time dateTime={code.validUntil}>{formatDate(lng, code.validUntil)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section className={styles.section} aria-labelledby="casino-promotions">
          <h2 id="casino-promotions">{t('promotions')}</h2>
          <OfferCards lng={lng} offers={promotions} />
        </section>
      </div>
    );
  } catch (error) {
    return await BonusUnavailable({ error });
  }
}

/** bonus/casino/tournaments: every tournament, the running ones first. */
export async function TournamentsList({ lng }: { lng: string }) {
  const t = await getTranslations('bonuses');
  try {
    const tournaments = await (await getBonusCms()).tournaments(lng);
    const now = Date.now();
    return (
      <div className={styles.page}>
        <TournamentCards lng={lng} t={t} now={now} tournaments={byStatus(tournaments, now)} />
      </div>
    );
  } catch (error) {
    return await BonusUnavailable({ error });
  }
}

/** bonus/casino/tournaments/{id}: prize pool, period, prizes, leaderboard, rules and games. */
export async function TournamentDetails({ lng, slug }: { lng: string; slug: string }) {
  const t = await getTranslations('bonuses');
  let details: Awaited<ReturnType<Awaited<ReturnType<typeof getBonusCms>>['tournament']>>;
  try {
    details = await (await getBonusCms()).tournament(lng, slug);
  } catch (error) {
    return await BonusUnavailable({ error });
  }
  if (!details) notFound();
  const { tournament, leaderboard, leaderboardUpdatedAt } = details;
  const status = tournamentStatus(tournament, Date.now());
  return (
    <section className={styles.page}>
      <BonusHero badge={tournament.badge} tag={t('tournamentTag')} title={tournament.title}>
        <p className={styles.teaser}>{tournament.teaser}</p>
        <StatusLabel t={t} status={status} />
        <dl className={styles.facts}>
          <div>
            <dt>{t('prizePool')}</dt>
            <dd>{formatMoney(lng, tournament.prizePool)}</dd>
          </div>
          <div>
            <dt>{t('period')}</dt>
            <dd>
              <Period
                lng={lng}
                startsAt={tournament.startsAt}
                endsAt={tournament.endsAt}
                since={(date) => t('since', { date })}
                withTime
              />
            </dd>
          </div>
        </dl>
      </BonusHero>
      <div className={styles.split}>
        <section className={styles.box} aria-labelledby="tournament-prizes">
          <h2 id="tournament-prizes">{t('prizes')}</h2>
          <table className={`${styles.table} ${styles.podium}`}>
            <thead>
              <tr>
                <th scope="col">{t('places')}</th>
                <th scope="col" className={styles.number}>
                  {t('prize')}
                </th>
              </tr>
            </thead>
            <tbody>
              {tournament.prizes.map((row) => (
                <tr key={row.places}>
                  <td>{row.places}</td>
                  <td className={styles.number}>{row.prize}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section className={styles.box} aria-labelledby="tournament-leaderboard">
          <h2 id="tournament-leaderboard">{t('leaderboard')}</h2>
          {leaderboard.length === 0 ? (
            <p className={styles.meta}>{t('leaderboardEmpty')}</p>
          ) : (
            <>
              <table className={`${styles.table} ${styles.podium}`}>
                <thead>
                  <tr>
                    <th scope="col">{t('place')}</th>
                    <th scope="col">{t('player')}</th>
                    <th scope="col" className={styles.number}>
                      {t('pointsHeading')}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t('prize')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {leaderboard.map((row) => (
                    <tr key={row.place}>
                      <td>{row.place}</td>
                      <td>{row.player}</td>
                      <td className={styles.number}>
                        {new Intl.NumberFormat(lng).format(row.points)}
                      </td>
                      <td className={styles.number}>{row.prize ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className={styles.meta}>
                {t(status === 'finished' ? 'leaderboardFinal' : 'leaderboardUpdated', {
                  time: formatDate(lng, leaderboardUpdatedAt, true),
                })}
              </p>
            </>
          )}
        </section>
      </div>
      <section className={styles.box} aria-labelledby="tournament-rules">
        <h2 id="tournament-rules">{t('rules')}</h2>
        <CmsSections sections={tournament.rules} headingLevel={3} />
      </section>
      <OfferGames lng={lng} selection={tournament.games} title={t('tournamentGames')} />
      <TermsBox id="tournament-terms" title={t('terms')} terms={tournament.terms} />
    </section>
  );
}
