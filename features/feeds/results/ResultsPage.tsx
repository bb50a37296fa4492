import { unstable_rethrow } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { dateTimeOf } from '../news/news-format';
import type { RouteSearchParams } from '@/features/ui';
import { getFeeds } from '@/server/feeds/site-feeds';
import { log } from '@/server/log';
import type { RouteMatch } from '@/server/routes/match';
import { UpstreamError } from '@/server/upstream/errors';
import type {
  FinishedEvent,
  LiveEvent,
  ResultsDay,
  ZoneEvent,
} from '@/server/upstream/schemas/results';
import {
  parseDateFilter,
  resultDays,
  resultsPath,
  sportOf,
  statisticPath,
  statisticPopupPath,
} from './results-query';
import styles from './Results.module.css';

type Translator = Awaited<ReturnType<typeof getTranslations<'results'>>>;

function timeOf(iso: string): string {
  return iso.slice(11, 16);
}

function dayOf(lng: string, date: string): string {
  return new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

async function unavailable(error: unknown) {
  unstable_rethrow(error);
  log.error('results: unavailable', { error });
  const t = await getTranslations('results');
  return <p className={styles.notice}>{t('unavailable')}</p>;
}

/** The sections of the results (spec 01 §2 `results/{live|zone}?`) and the league tables. */
function ResultsTabs({
  lng,
  current,
  t,
}: {
  lng: string;
  current: 'finished' | 'live' | 'zone';
  t: Translator;
}) {
  const tabs = [
    ['finished', resultsPath(lng)],
    ['live', resultsPath(lng, 'live')],
    ['zone', resultsPath(lng, 'zone')],
  ] as const;
  return (
    <nav className={styles.tabs} aria-label={t('tabsLabel')}>
      {tabs.map(([id, href]) => (
        <a key={id} href={href} aria-current={id === current ? 'page' : undefined}>
          {t(id)}
        </a>
      ))}
      <a href={statisticPath(lng)}>{t('tables')}</a>
    </nav>
  );
}

/**
 * A championship's events: time, the sides (linking to the event's statistics), the score. Cells
 * carry no classes (the table's kind styles its columns): a day has a hundred rows, and every
 * byte is sent twice, as HTML and in the page's payload (issue 13).
 */
function ChampTable({
  lng,
  champ,
  t,
  live,
}: {
  lng: string;
  champ: ChampEvents;
  t: Translator;
  live?: boolean;
}) {
  return (
    <table className={styles.table} data-kind={live ? 'live' : 'finished'}>
      <caption>
        {champ.country}. {champ.name}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('time')}</th>
          <th scope="col">{t('event')}</th>
          {live && <th scope="col">{t('status')}</th>}
          <th scope="col">{t('score')}</th>
        </tr>
      </thead>
      <tbody>
        {champ.events.map((event) => (
          <tr key={event.id}>
            <td>{timeOf(event.startTime)}</td>
            <td>
              <a href={statisticPopupPath(lng, event.id)}>
                {event.home} — {event.away}
              </a>
            </td>
            {live && <td>{'statusText' in event ? event.statusText : ''}</td>}
            <td>
              {event.score.home}:{event.score.away}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface ChampEvents {
  id: number;
  name: string;
  country: string;
  events: (FinishedEvent | LiveEvent)[];
}

interface SportEvents {
  id: number;
  slug: string;
  name: string;
  champs: ChampEvents[];
}

/**
 * One sport's championships, the sport chosen by plain links (`?sport=`, the first by default):
 * a whole day of every sport would pass 150 KB of HTML (issue 13).
 */
function SportResults({
  lng,
  sports,
  chosen,
  href,
  t,
  live,
}: {
  lng: string;
  sports: SportEvents[];
  chosen: string | null;
  href: (sport: string) => string;
  t: Translator;
  live?: boolean;
}) {
  const sport = sports.find((s) => s.slug === chosen) ?? sports[0];
  if (!sport) return null;
  const count = (s: SportEvents) => s.champs.reduce((n, champ) => n + champ.events.length, 0);
  return (
    <>
      <nav className={styles.days} aria-label={t('sportsLabel')}>
        {sports.map((s) => (
          <a
            key={s.id}
            href={href(s.slug)}
            aria-current={s.slug === sport.slug ? 'page' : undefined}
          >
            {s.name} <span className={styles.count}>{count(s)}</span>
          </a>
        ))}
      </nav>
      <section className={styles.sport} aria-labelledby={`sport-${sport.slug}`}>
        <h2 id={`sport-${sport.slug}`}>{sport.name}</h2>
        {sport.champs.map((champ) => (
          <ChampTable key={champ.id} lng={lng} champ={champ} t={t} live={live} />
        ))}
      </section>
    </>
  );
}

/** The date filter: a plain GET form and a link per recent day, so it works without JavaScript. */
function DateFilterForm({
  lng,
  date,
  sport,
  t,
}: {
  lng: string;
  date: string;
  sport: string | null;
  t: Translator;
}) {
  const days = resultDays(Date.now());
  return (
    <div className={styles.filter}>
      <form method="get" action={resultsPath(lng)} className={styles.dateForm}>
        <label>
          {t('dateLabel')}{' '}
          <input type="date" name="date" defaultValue={date} min={days.at(-1)} max={days[0]} />
        </label>
        {sport && <input type="hidden" name="sport" value={sport} />}
        <button type="submit">{t('show')}</button>
      </form>
      <nav className={styles.days} aria-label={t('datesLabel')}>
        {days.slice(0, 7).map((day, index) => (
          <a
            key={day}
            href={resultsPath(lng, undefined, { date: day, ...(sport ? { sport } : {}) })}
            aria-current={day === date ? 'date' : undefined}
          >
            {index === 0
              ? t('today')
              : index === 1
                ? t('yesterday')
                : day.slice(5).split('-').reverse().join('.')}
          </a>
        ))}
      </nav>
    </div>
  );
}

async function FinishedResults({
  lng,
  searchParams,
  t,
}: {
  lng: string;
  searchParams?: RouteSearchParams;
  t: Translator;
}) {
  const filter = parseDateFilter(searchParams, Date.now());
  const sport = sportOf(searchParams);
  const feeds = await getFeeds();
  let day: ResultsDay;
  let refused = filter.kind === 'invalid' ? filter.value : null;
  try {
    try {
      day = await feeds.results(lng, filter.kind === 'date' ? filter.date : undefined);
    } catch (error) {
      // The upstream's clock may see the range differently: its refusal reads like ours.
      if (!(error instanceof UpstreamError && error.status === 400 && filter.kind === 'date')) {
        throw error;
      }
      refused = filter.date;
      day = await feeds.results(lng);
    }
  } catch (error) {
    return await unavailable(error);
  }
  const days = day.meta.dates;
  const events = day.data.sports.reduce(
    (sum, sport) => sum + sport.champs.reduce((n, champ) => n + champ.events.length, 0),
    0,
  );
  return (
    <>
      <DateFilterForm lng={lng} date={day.data.date} sport={sport} t={t} />
      {refused !== null && (
        <p className={styles.error} role="alert">
          {t('badDate', {
            value: refused,
            from: dayOf(lng, days.at(-1) ?? day.data.date),
            to: dayOf(lng, days[0] ?? day.data.date),
          })}
        </p>
      )}
      <h2 className={styles.dayHeading}>{t('dayHeading', { date: dayOf(lng, day.data.date) })}</h2>
      <p className={styles.hint}>{t('timesUtc')}</p>
      {events === 0 ? (
        <p className={styles.notice}>{t('empty')}</p>
      ) : (
        <SportResults
          lng={lng}
          sports={day.data.sports}
          chosen={sport}
          href={(slug) =>
            resultsPath(lng, undefined, {
              ...(filter.kind === 'date' && refused === null ? { date: filter.date } : {}),
              sport: slug,
            })
          }
          t={t}
        />
      )}
    </>
  );
}

async function LiveResults({
  lng,
  searchParams,
  t,
}: {
  lng: string;
  searchParams?: RouteSearchParams;
  t: Translator;
}) {
  let sports;
  try {
    sports = (await (await getFeeds()).live(lng)).sports;
  } catch (error) {
    return await unavailable(error);
  }
  if (sports.length === 0) return <p className={styles.notice}>{t('liveEmpty')}</p>;
  return (
    <>
      <p className={styles.hint}>{t('timesUtc')}</p>
      <SportResults
        lng={lng}
        sports={sports}
        chosen={sportOf(searchParams)}
        href={(slug) => resultsPath(lng, 'live', { sport: slug })}
        t={t}
        live
      />
    </>
  );
}

function ZoneResult({ event }: { event: ZoneEvent }) {
  if (event.result.kind === 'score') {
    return (
      <>
        {event.result.home}{' '}
        <b>
          {event.result.score.home}:{event.result.score.away}
        </b>{' '}
        {event.result.away}
      </>
    );
  }
  return (
    <ol className={styles.placings}>
      {event.result.runners.map((runner) => (
        <li key={runner}>{runner}</li>
      ))}
    </ol>
  );
}

async function ZoneResults({ lng, t }: { lng: string; t: Translator }) {
  let sports;
  try {
    sports = await (await getFeeds()).zone(lng);
  } catch (error) {
    return await unavailable(error);
  }
  return (
    <>
      <p className={styles.hint}>{t('timesUtc')}</p>
      {sports.map((sport) => (
        <section key={sport.slug} className={styles.sport} aria-labelledby={`zone-${sport.slug}`}>
          <h2 id={`zone-${sport.slug}`}>{sport.name}</h2>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.time}>
                  {t('time')}
                </th>
                <th scope="col">{t('race')}</th>
                <th scope="col">{t('score')}</th>
              </tr>
            </thead>
            <tbody>
              {sport.events.map((event) => (
                <tr key={event.id}>
                  <td className={styles.time}>
                    <time dateTime={event.startTime} title={dateTimeOf(lng, event.startTime)}>
                      {timeOf(event.startTime)}
                    </time>
                  </td>
                  <td>{event.name}</td>
                  <td>
                    <ZoneResult event={event} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}

/**
 * The results (spec 01 §2 "Other": `results/{live|zone}?`; spec 02 "results page"): finished
 * events of a day by sport and championship with a date filter, the events in play with their
 * current scores, and the virtual sports zone.
 */
export async function ResultsPage({
  lng,
  match,
  searchParams,
}: {
  lng: string;
  match: RouteMatch;
  searchParams?: RouteSearchParams;
}) {
  const t = await getTranslations('results');
  const type = match.params.resultsType;
  const current = type === 'live' || type === 'zone' ? type : 'finished';
  return (
    <div className={styles.results}>
      <ResultsTabs lng={lng} current={current} t={t} />
      {current === 'live'
        ? await LiveResults({ lng, searchParams, t })
        : current === 'zone'
          ? await ZoneResults({ lng, t })
          : await FinishedResults({ lng, searchParams, t })}
    </div>
  );
}
