import 'server-only';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/features/betting';
import { getDisplayClock } from '@/features/settings/server';
import { formatDateTime, type DisplayClock } from '@/features/settings';
import { SignInPrompt } from '@/features/lotto/server';
import {
  getToto,
  getTotoCoupons,
  getTotoDraws,
  getTotos,
  isPlayer,
} from '@/server/draws/site-draws';
import {
  TOTO_PICKS,
  type TotoCoupon,
  type TotoDraw,
  type TotoEvent,
} from '@/server/upstream/schemas/toto';
import { LazyTotoCouponForm } from './lazy-parts';
import { pickInputName } from './toto-pricing';
import styles from './Toto.module.css';

export const TOTO_TABS = ['draw', 'next', 'coupons', 'draws', 'nonimees'] as const;
export type TotoTab = (typeof TOTO_TABS)[number];

type T = Awaited<ReturnType<typeof getTranslations<'toto'>>>;

interface View {
  lng: string;
  t: T;
  clock: DisplayClock;
}

const at = (view: View, iso: string) => formatDateTime(view.lng, view.clock, iso);
const money = (view: View, amount: string, currency: string) =>
  formatMoney(view.lng, amount, currency);

async function viewOf(lng: string): Promise<View> {
  const [t, clock] = await Promise.all([getTranslations('toto'), getDisplayClock(lng)]);
  return { lng, t, clock };
}

/** `toto`: every toto with its current draw, jackpot and closing time. */
export async function TotoIndex({ lng }: { lng: string }) {
  const [view, totos] = await Promise.all([viewOf(lng), getTotos(lng)]);
  const { t } = view;
  return (
    <ul className={styles.cards}>
      {totos.map((toto) => (
        <li key={toto.slug} className={styles.card}>
          <h2 className={styles.cardTitle}>
            <a href={`/${lng}/toto/${toto.slug}/draw`}>{toto.name}</a>
          </h2>
          <p className={styles.muted}>
            {t('drawNumber', { number: toto.current.number })} ·{' '}
            {t('eventCount', { count: toto.eventCount })}
          </p>
          <dl className={styles.facts}>
            <dt>{t('jackpot')}</dt>
            <dd className={styles.jackpot}>{money(view, toto.current.jackpot, toto.currency)}</dd>
            <dt>{t('closesAt')}</dt>
            <dd>{at(view, toto.current.closesAt)}</dd>
            <dt>{t('combinationPrice')}</dt>
            <dd>{money(view, toto.combinationPrice, toto.currency)}</dd>
          </dl>
          <p className={styles.cardLinks}>
            <a href={`/${lng}/toto/${toto.slug}/draws`}>{t('tabs.draws')}</a>
            <a href={`/${lng}/toto/${toto.slug}/next`}>{t('tabs.next')}</a>
          </p>
        </li>
      ))}
    </ul>
  );
}

function EventsTable({
  view,
  events,
  withPicks,
  caption,
}: {
  view: View;
  events: readonly TotoEvent[];
  withPicks: boolean;
  caption: string;
}) {
  const { t } = view;
  const showResult = events.some((event) => event.result !== null);
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.position')}</th>
          <th scope="col">{t('table.match')}</th>
          <th scope="col">{t('table.startsAt')}</th>
          {TOTO_PICKS.map((pick) => (
            <th scope="col" key={pick} className={styles.pickHead} title={t(`outcomes.${pick}`)}>
              {pick}
            </th>
          ))}
          {showResult && <th scope="col">{t('table.result')}</th>}
        </tr>
      </thead>
      <tbody>
        {events.map((event) => {
          const match = `${event.home} – ${event.away}`;
          return (
            <tr key={event.position}>
              <td>{event.position}</td>
              <th scope="row" className={styles.match}>
                {match}
                <span className={styles.muted}>{event.tournament}</span>
              </th>
              <td className={styles.time}>{at(view, event.startsAt)}</td>
              {TOTO_PICKS.map((pick) => (
                <td
                  key={pick}
                  className={styles.pickCell}
                  data-won={event.result === pick || undefined}
                >
                  {withPicks ? (
                    <label className={styles.pick}>
                      <input
                        type="checkbox"
                        name={pickInputName(event.position)}
                        value={pick}
                        aria-label={t('pickLabel', { match, outcome: t(`outcomes.${pick}`) })}
                      />
                      <span>{pick}</span>
                      <small>{event.bets[pick]}%</small>
                    </label>
                  ) : (
                    <span className={styles.share}>{event.bets[pick]}%</span>
                  )}
                </td>
              ))}
              {showResult && <td className={styles.result}>{event.result ?? '—'}</td>}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function DrawFacts({ view, draw }: { view: View; draw: TotoDraw }) {
  const { t } = view;
  return (
    <dl className={styles.facts}>
      <dt>{t('jackpot')}</dt>
      <dd className={styles.jackpot}>{money(view, draw.jackpot, draw.currency)}</dd>
      <dt>{t('pool')}</dt>
      <dd>{money(view, draw.pool, draw.currency)}</dd>
      <dt>{t('closesAt')}</dt>
      <dd>
        <time dateTime={draw.closesAt}>{at(view, draw.closesAt)}</time>
      </dd>
    </dl>
  );
}

async function CurrentDraw({ view, slug }: { view: View; slug: string }) {
  const [answer, player] = await Promise.all([getToto(slug, view.lng), isPlayer()]);
  if (!answer) notFound();
  const { toto, current } = answer;
  const { t } = view;
  const caption = t('drawNumber', { number: current.number });
  const table = (
    <EventsTable view={view} events={current.events} withPicks={player} caption={caption} />
  );
  return (
    <>
      <DrawFacts view={view} draw={current} />
      <p className={styles.muted}>
        {t('howToPlay', {
          price: money(view, toto.combinationPrice, toto.currency),
          max: toto.maxCombinations,
        })}
      </p>
      {player ? (
        <LazyTotoCouponForm
          lng={view.lng}
          drawId={current.id}
          drawNumber={current.number}
          eventCount={current.events.length}
          combinationPrice={toto.combinationPrice}
          currency={toto.currency}
          labels={{
            missing: t.raw('form.missing') as string,
            summary: t.raw('form.summary') as string,
            place: t('form.place'),
            placing: t('form.placing'),
            placed: t.raw('form.placed') as string,
            main_query_error: t('form.failed'),
          }}
        >
          {table}
        </LazyTotoCouponForm>
      ) : (
        <>
          {table}
          <SignInPrompt
            lng={view.lng}
            back={`/${view.lng}/toto/${slug}/draw`}
            text={t('signInToPlay')}
          />
        </>
      )}
    </>
  );
}

async function NextDraw({ view, slug }: { view: View; slug: string }) {
  const answer = await getToto(slug, view.lng);
  if (!answer) notFound();
  const { next, current } = answer;
  return (
    <>
      <DrawFacts view={view} draw={next} />
      <p className={styles.muted}>{view.t('nextOpens', { time: at(view, current.closesAt) })}</p>
      <EventsTable
        view={view}
        events={next.events}
        withPicks={false}
        caption={view.t('drawNumber', { number: next.number })}
      />
    </>
  );
}

function picksText(coupon: TotoCoupon): string {
  return coupon.picks.map((p) => p.join('')).join(' ');
}

async function Coupons({ view, slug }: { view: View; slug: string }) {
  const { t, lng } = view;
  const coupons = await getTotoCoupons(lng);
  if (coupons === null) {
    return (
      <SignInPrompt lng={lng} back={`/${lng}/toto/${slug}/coupons`} text={t('signInForCoupons')} />
    );
  }
  if (coupons.length === 0) return <p className={styles.muted}>{t('coupons.empty')}</p>;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('tabs.coupons')}</caption>
      <thead>
        <tr>
          <th scope="col">№</th>
          <th scope="col">{t('coupons.draw')}</th>
          <th scope="col">{t('coupons.picks')}</th>
          <th scope="col">{t('coupons.combinations')}</th>
          <th scope="col">{t('coupons.stake')}</th>
          <th scope="col">{t('coupons.status')}</th>
        </tr>
      </thead>
      <tbody>
        {coupons.map((coupon) => (
          <tr key={coupon.id}>
            <th scope="row">{coupon.id}</th>
            <td>
              {coupon.totoName}
              <span className={styles.muted}>
                {t('drawNumber', { number: coupon.drawNumber })} · {at(view, coupon.placedAt)}
              </span>
            </td>
            <td className={styles.picks}>{picksText(coupon)}</td>
            <td>{coupon.combinations}</td>
            <td>{money(view, coupon.stake, coupon.currency)}</td>
            <td data-status={coupon.status}>
              {t(`coupons.statuses.${coupon.status}`)}
              {coupon.correct !== null && (
                <span className={styles.muted}>
                  {t('coupons.correct', { count: coupon.correct })}
                </span>
              )}
              {coupon.win !== null && coupon.status === 'won' && (
                <span>{money(view, coupon.win, coupon.currency)}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function pageOf(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^[1-9]\d{0,3}$/.test(text) ? Number(text) : 1;
}

async function PastDraws({ view, slug, page }: { view: View; slug: string; page: number }) {
  const { t, lng } = view;
  const answer = await getTotoDraws(slug, page, lng);
  if (!answer) notFound();
  if (answer.data.length === 0) return <p className={styles.muted}>{t('draws.empty')}</p>;
  const pages = Math.ceil(answer.meta.total / answer.meta.pageSize);
  const base = `/${lng}/toto/${slug}/draws`;
  return (
    <>
      <ol className={styles.drawList}>
        {answer.data.map((draw, index) => (
          <li key={draw.id}>
            <details className={styles.pastDraw} open={page === 1 && index === 0}>
              <summary>
                <strong>{t('drawNumber', { number: draw.number })}</strong>
                <span className={styles.muted}>{at(view, draw.closesAt)}</span>
                {draw.status === 'settled' ? (
                  <span className={styles.resultLine}>
                    {draw.events.map((e) => e.result).join(' ')}
                  </span>
                ) : (
                  // Words, not a results line: in the page's own type.
                  <span className={styles.muted}>{t('draws.closed')}</span>
                )}
              </summary>
              {draw.status === 'settled' && (
                <table className={styles.table}>
                  <caption className={styles.caption}>{t('draws.winners')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('draws.correct')}</th>
                      <th scope="col">{t('draws.winnersCount')}</th>
                      <th scope="col">{t('draws.payout')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {draw.winners.map((tier) => (
                      <tr key={tier.correct}>
                        <th scope="row">{tier.correct}</th>
                        <td>{tier.winners}</td>
                        <td>
                          {tier.winners === 0
                            ? t('draws.noWinner')
                            : money(view, tier.payout, draw.currency)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              <EventsTable
                view={view}
                events={draw.events}
                withPicks={false}
                caption={t('draws.results')}
              />
            </details>
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('draws.pages')}>
          {page > 1 && (
            <a href={page === 2 ? base : `${base}?page=${page - 1}`}>{t('draws.later')}</a>
          )}
          {page < pages && <a href={`${base}?page=${page + 1}`}>{t('draws.earlier')}</a>}
        </nav>
      )}
    </>
  );
}

/** spec 01 §2 "nonimees": the matches nominated for the current and the next draw. */
async function Nominees({ view, slug }: { view: View; slug: string }) {
  const answer = await getToto(slug, view.lng);
  if (!answer) notFound();
  const { t } = view;
  return (
    <>
      {[answer.current, answer.next].map((draw) => (
        <section
          key={draw.id}
          className={styles.nominees}
          aria-label={t('drawNumber', { number: draw.number })}
        >
          <h2 className={styles.subheading}>
            {t('nominees.heading', { number: draw.number, time: at(view, draw.closesAt) })}
          </h2>
          <ol className={styles.nomineeList}>
            {draw.events.map((event) => (
              <li key={event.position}>
                <span>
                  {event.home} – {event.away}
                </span>
                <span className={styles.muted}>
                  {event.tournament} · {at(view, event.startsAt)}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}

/** `toto/{totoSection}/{tab}?`: the toto's tabs, the current draw first. */
export async function TotoSection({
  lng,
  slug,
  tab,
  page,
}: {
  lng: string;
  slug: string;
  tab: TotoTab;
  page?: string | string[];
}) {
  const [view, totos] = await Promise.all([viewOf(lng), getTotos(lng)]);
  const toto = totos.find((item) => item.slug === slug);
  if (!toto) notFound();
  const { t } = view;
  return (
    <div className={styles.toto}>
      <nav className={styles.totoSwitch} aria-label={t('totos')}>
        {totos.map((item) => (
          <a
            key={item.slug}
            href={`/${lng}/toto/${item.slug}/${tab}`}
            aria-current={item.slug === slug ? 'page' : undefined}
          >
            {item.name}
          </a>
        ))}
      </nav>
      <nav className={styles.tabs} aria-label={toto.name}>
        {TOTO_TABS.map((id) => (
          <a
            key={id}
            href={`/${lng}/toto/${slug}/${id}`}
            aria-current={id === tab ? 'page' : undefined}
          >
            {t(`tabs.${id}`)}
          </a>
        ))}
      </nav>
      {tab === 'draw' && <CurrentDraw view={view} slug={slug} />}
      {tab === 'next' && <NextDraw view={view} slug={slug} />}
      {tab === 'coupons' && <Coupons view={view} slug={slug} />}
      {tab === 'draws' && <PastDraws view={view} slug={slug} page={pageOf(page)} />}
      {tab === 'nonimees' && <Nominees view={view} slug={slug} />}
    </div>
  );
}
