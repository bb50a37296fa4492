import 'server-only';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/features/betting';
import { getDisplayClock } from '@/features/settings/server';
import { formatDateTime, type DisplayClock } from '@/features/settings';
import {
  getLotteries,
  getLottery,
  getLottoResults,
  getLottoTickets,
  isPlayer,
} from '@/server/draws/site-draws';
import type { Lottery, LottoDraw } from '@/server/upstream/schemas/lotto';
import { LazyLottoTicketForm } from './lazy-parts';
import { SignInPrompt } from './SignInPrompt';
import styles from './Lotto.module.css';

type T = Awaited<ReturnType<typeof getTranslations<'lotto'>>>;

interface View {
  lng: string;
  t: T;
  clock: DisplayClock;
}

async function viewOf(lng: string): Promise<View> {
  const [t, clock] = await Promise.all([getTranslations('lotto'), getDisplayClock(lng)]);
  return { lng, t, clock };
}

const at = (view: View, iso: string) => formatDateTime(view.lng, view.clock, iso);
const money = (view: View, amount: string, currency: string) =>
  formatMoney(view.lng, amount, currency);

function SectionNav({ view, current }: { view: View; current: 'catalog' | 'results' }) {
  const { t, lng } = view;
  return (
    <nav className={styles.tabs} aria-label={t('sections')}>
      {(['catalog', 'results'] as const).map((id) => (
        <a key={id} href={`/${lng}/lotto/${id}`} aria-current={id === current ? 'page' : undefined}>
          {t(`tabs.${id}`)}
        </a>
      ))}
    </nav>
  );
}

function formatOf(view: View, lottery: Lottery): string {
  return lottery.kind === 'keno'
    ? view.t('formatKeno', {
        min: lottery.pickMin,
        max: lottery.pickMax,
        numbers: lottery.numbers,
        drawn: lottery.drawn,
      })
    : view.t('formatFixed', { pick: lottery.pickMin, numbers: lottery.numbers });
}

/** `lotto` and `lotto/catalog`: every lottery with its next draw and jackpot. */
export async function LottoCatalog({ lng }: { lng: string }) {
  const [view, lotteries] = await Promise.all([viewOf(lng), getLotteries(lng)]);
  const { t } = view;
  return (
    <div className={styles.lotto}>
      <SectionNav view={view} current="catalog" />
      <ul className={styles.cards}>
        {lotteries.map((lottery) => (
          <li key={lottery.slug} className={styles.card}>
            <h2 className={styles.cardTitle}>
              <a href={`/${lng}/lotto/view/${lottery.slug}`}>{lottery.name}</a>
            </h2>
            <p className={styles.muted}>{formatOf(view, lottery)}</p>
            <dl className={styles.facts}>
              <dt>{t('jackpot')}</dt>
              <dd className={styles.jackpot}>{money(view, lottery.jackpot, lottery.currency)}</dd>
              <dt>{t('nextDraw')}</dt>
              <dd>
                <time dateTime={lottery.nextDraw.drawAt}>{at(view, lottery.nextDraw.drawAt)}</time>
              </dd>
              <dt>{t('ticketPrice')}</dt>
              <dd>{money(view, lottery.ticketPrice, lottery.currency)}</dd>
            </dl>
            <p className={styles.cardLinks}>
              <a href={`/${lng}/lotto/view/${lottery.slug}`}>{t('play')}</a>
              <a href={`/${lng}/lotto/results/${lottery.slug}`}>{t('tabs.results')}</a>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Balls({ numbers, matched }: { numbers: readonly number[]; matched?: readonly number[] }) {
  return (
    <ol className={styles.balls}>
      {numbers.map((n) => (
        <li key={n} data-matched={matched?.includes(n) || undefined}>
          {n}
        </li>
      ))}
    </ol>
  );
}

function ResultsTable({
  view,
  draws,
  names,
  caption,
}: {
  view: View;
  draws: readonly LottoDraw[];
  names: ReadonlyMap<string, string>;
  caption: string;
}) {
  const { t } = view;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('results.lottery')}</th>
          <th scope="col">{t('results.draw')}</th>
          <th scope="col">{t('results.time')}</th>
          <th scope="col">{t('results.numbers')}</th>
        </tr>
      </thead>
      <tbody>
        {draws.map((draw) => (
          <tr key={draw.id}>
            <td>{names.get(draw.lotterySlug) ?? draw.lotterySlug}</td>
            <th scope="row">№{draw.number}</th>
            <td className={styles.time}>{at(view, draw.drawAt)}</td>
            <td>
              <Balls numbers={draw.numbers} />
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

/** `lotto/results/{lottoId}?`: past draws with the numbers drawn, of all lotteries or one. */
export async function LottoResults({
  lng,
  slug,
  page: pageParam,
}: {
  lng: string;
  slug?: string;
  page?: string | string[];
}) {
  const page = pageOf(pageParam);
  const [view, lotteries, answer] = await Promise.all([
    viewOf(lng),
    getLotteries(lng),
    getLottoResults(slug, page),
  ]);
  if (!answer || (slug && !lotteries.some((l) => l.slug === slug))) notFound();
  const { t } = view;
  const names = new Map(lotteries.map((l) => [l.slug, l.name]));
  const base = `/${lng}/lotto/results${slug ? `/${slug}` : ''}`;
  const pages = Math.ceil(answer.meta.total / answer.meta.pageSize);
  return (
    <div className={styles.lotto}>
      <SectionNav view={view} current="results" />
      <nav className={styles.chips} aria-label={t('results.filter')}>
        <a href={`/${lng}/lotto/results`} aria-current={slug ? undefined : 'page'}>
          {t('results.all')}
        </a>
        {lotteries.map((l) => (
          <a
            key={l.slug}
            href={`/${lng}/lotto/results/${l.slug}`}
            aria-current={l.slug === slug ? 'page' : undefined}
          >
            {l.name}
          </a>
        ))}
      </nav>
      {answer.data.length === 0 ? (
        <p className={styles.muted}>{t('results.empty')}</p>
      ) : (
        <ResultsTable view={view} draws={answer.data} names={names} caption={t('tabs.results')} />
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('results.pages')}>
          {page > 1 && (
            <a href={page === 2 ? base : `${base}?page=${page - 1}`}>{t('results.later')}</a>
          )}
          {page < pages && <a href={`${base}?page=${page + 1}`}>{t('results.earlier')}</a>}
        </nav>
      )}
    </div>
  );
}

/** `lotto/view/{lottoId}`: one lottery, its number grid for a player, the last results, the tickets. */
export async function LottoView({ lng, slug }: { lng: string; slug: string }) {
  const [view, lottery, player] = await Promise.all([
    viewOf(lng),
    getLottery(slug, lng),
    isPlayer(),
  ]);
  if (!lottery) notFound();
  const [results, tickets] = await Promise.all([
    getLottoResults(slug, 1),
    player ? getLottoTickets(slug, lng) : Promise.resolve(null),
  ]);
  const { t } = view;
  const back = `/${lng}/lotto/view/${slug}`;
  return (
    <div className={styles.lotto}>
      <SectionNav view={view} current="catalog" />
      <section className={styles.card} aria-label={lottery.name}>
        <h2 className={styles.cardTitle}>{lottery.name}</h2>
        <p className={styles.muted}>{formatOf(view, lottery)}</p>
        <dl className={styles.facts}>
          <dt>{t('jackpot')}</dt>
          <dd className={styles.jackpot}>{money(view, lottery.jackpot, lottery.currency)}</dd>
          <dt>{t('nextDraw')}</dt>
          <dd>
            №{lottery.nextDraw.number} ·{' '}
            <time dateTime={lottery.nextDraw.drawAt}>{at(view, lottery.nextDraw.drawAt)}</time>
          </dd>
          <dt>{t('ticketPrice')}</dt>
          <dd>{money(view, lottery.ticketPrice, lottery.currency)}</dd>
          <dt>{t('every')}</dt>
          <dd>{t('everyMinutes', { count: lottery.everyMinutes })}</dd>
        </dl>
      </section>
      {player ? (
        <LazyLottoTicketForm
          lng={lng}
          lottery={lottery.slug}
          rules={{ numbers: lottery.numbers, pickMin: lottery.pickMin, pickMax: lottery.pickMax }}
          price={lottery.ticketPrice}
          currency={lottery.currency}
          labels={{
            legend: t('form.legend'),
            picked: t.raw('form.picked') as string,
            quickPick: t('form.quickPick'),
            clear: t('form.clear'),
            buy: t.raw('form.buy') as string,
            buying: t('form.buying'),
            bought: t.raw('form.bought') as string,
            main_query_error: t('form.failed'),
          }}
        />
      ) : (
        <SignInPrompt lng={lng} back={back} text={t('signInToPlay')} />
      )}
      {tickets && tickets.length > 0 && (
        <table className={styles.table}>
          <caption className={styles.caption}>{t('tickets.heading')}</caption>
          <thead>
            <tr>
              <th scope="col">№</th>
              <th scope="col">{t('results.draw')}</th>
              <th scope="col">{t('results.numbers')}</th>
              <th scope="col">{t('tickets.status')}</th>
            </tr>
          </thead>
          <tbody>
            {tickets.map((ticket) => (
              <tr key={ticket.id}>
                <th scope="row">{ticket.id}</th>
                <td>
                  №{ticket.drawNumber}
                  <span className={styles.muted}>{at(view, ticket.drawAt)}</span>
                </td>
                <td>
                  <Balls numbers={ticket.numbers} matched={ticket.matched ?? undefined} />
                </td>
                <td data-status={ticket.status}>
                  {t(`tickets.statuses.${ticket.status}`)}
                  {ticket.status === 'won' && ticket.win !== null && (
                    <span> {money(view, ticket.win, ticket.currency)}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {results && results.data.length > 0 && (
        <ResultsTable
          view={view}
          draws={results.data.slice(0, 5)}
          names={new Map([[lottery.slug, lottery.name]])}
          caption={t('lastResults')}
        />
      )}
      <p>
        <a className={styles.more} href={`/${lng}/lotto/results/${slug}`}>
          {t('allResults')}
        </a>
      </p>
    </div>
  );
}
