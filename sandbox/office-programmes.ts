/**
 * The rules of the office's programmes as the sandbox operator plays them (docs/upstream-contract.md
 * "Programmes API"): each CMS promotion's task, a participation's progress counted from the
 * player's real bets and casino games, and the partner statistics the sandbox computes itself
 * from a deterministic stand-in for the traffic of each link.
 */
import type {
  Participation,
  PartnerStats,
  PromotionOffer,
  PromotionTask,
  StatsPeriod,
} from '@contract/office-programmes';
import { formatMinor } from './accounts-store';
import type { CmsLang } from './cms-content';
import { PROMOTIONS, promotionOf } from './cms-content';
import type { ParticipationRecord, PartnerLinkRecord } from './office-programmes-store';
import type { SandboxStore } from './store';

const DAY_MS = 86_400_000;

interface PromotionTaskRule {
  task: PromotionTask;
  target: number;
  days: number;
}

/** Each CMS promotion's task; a promotion without one cannot be joined from the office. */
export const PROMOTION_TASK_RULES: Readonly<Record<string, PromotionTaskRule>> = {
  welcome: { task: 'bets', target: 5, days: 30 },
  'express-booster': { task: 'bets', target: 10, days: 14 },
  'bet-insurance': { task: 'bets', target: 3, days: 7 },
  'casino-welcome': { task: 'games', target: 5, days: 30 },
  cashback: { task: 'games', target: 10, days: 7 },
  'free-spins-friday': { task: 'games', target: 3, days: 3 },
};

type PromotionDefinition = (typeof PROMOTIONS)[number];

function isRunning(definition: PromotionDefinition, now: number): boolean {
  return (
    Date.parse(definition.startsAt) <= now &&
    (definition.endsAt === null || Date.parse(definition.endsAt) > now)
  );
}

/** A promotion the player may join now, with its task; undefined when there is none. */
export function joinablePromotion(
  id: number,
  now: number,
): { definition: PromotionDefinition; rule: PromotionTaskRule } | undefined {
  const definition = PROMOTIONS.find((d) => d.id === id);
  const rule = definition && PROMOTION_TASK_RULES[definition.slug];
  if (!definition || !rule || !isRunning(definition, now)) return undefined;
  return { definition, rule };
}

/** The task's deadline: the task's days from joining, but never after the promotion ends. */
export function participationEnd(
  definition: PromotionDefinition,
  rule: PromotionTaskRule,
  joinedAt: number,
): number {
  const end = joinedAt + rule.days * DAY_MS;
  return definition.endsAt === null ? end : Math.min(end, Date.parse(definition.endsAt));
}

function progressOf(
  store: SandboxStore,
  record: ParticipationRecord,
  task: PromotionTask,
  now: number,
): number {
  const to = Math.min(now + 1, record.endsAt);
  const { officeProgrammes } = store;
  return task === 'bets'
    ? officeProgrammes.countBets(record.userId, record.joinedAt, to)
    : officeProgrammes.countRealGames(record.userId, record.joinedAt, to);
}

/**
 * A participation as the player sees it now. Reaching the target completes it (once, at the
 * moment it is seen so); the time running out first makes it expired.
 */
export function participationView(
  store: SandboxStore,
  record: ParticipationRecord,
  lang: CmsLang,
  now: number,
): Participation | undefined {
  const definition = PROMOTIONS.find((d) => d.id === record.promotionId);
  const rule = definition && PROMOTION_TASK_RULES[definition.slug];
  if (!definition || !rule) return undefined;
  const progress = progressOf(store, record, rule.task, now);
  let completedAt = record.completedAt;
  if (completedAt === null && progress >= rule.target) {
    completedAt = Math.min(now, record.endsAt);
    store.officeProgrammes.setCompleted(record.userId, record.promotionId, completedAt);
  }
  const status = completedAt !== null ? 'completed' : now >= record.endsAt ? 'expired' : 'active';
  const finishedAt = completedAt ?? (status === 'expired' ? record.endsAt : null);
  const promotion = promotionOf(definition, lang);
  return {
    promotionId: definition.id,
    slug: definition.slug,
    title: promotion.title,
    category: definition.category,
    task: rule.task,
    target: rule.target,
    joinedAt: new Date(record.joinedAt).toISOString(),
    endsAt: new Date(record.endsAt).toISOString(),
    progress: Math.min(progress, rule.target),
    status,
    finishedAt: finishedAt === null ? null : new Date(finishedAt).toISOString(),
  };
}

/** The running promotions with a task the player has not joined yet. */
export function promotionOffers(
  joined: ReadonlySet<number>,
  lang: CmsLang,
  now: number,
): PromotionOffer[] {
  return PROMOTIONS.flatMap((definition) => {
    const rule = PROMOTION_TASK_RULES[definition.slug];
    if (!rule || joined.has(definition.id) || !isRunning(definition, now)) return [];
    const promotion = promotionOf(definition, lang);
    return [
      {
        promotionId: definition.id,
        slug: definition.slug,
        title: promotion.title,
        teaser: promotion.teaser,
        category: definition.category,
        task: rule.task,
        target: rule.target,
        days: rule.days,
        endsAt: definition.endsAt,
      },
    ];
  });
}

/* ---------- partner programme ---------- */

/** The share of referred players' net gaming revenue paid to the partner. */
export const PARTNER_COMMISSION_PERCENT = 30;

/** The partner code: the `ref` of every link of the player. */
export const partnerRef = (userId: number) => `p${userId}`;

/** A 32-bit mix of the numbers (a stand-in for the traffic the operator's tracker records). */
function mix(...values: number[]): number {
  let h = 0x811c9dc5;
  for (const value of values) {
    h = Math.imul(h ^ (value & 0xffffffff), 0x01000193);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 12;
  }
  return h >>> 0;
}

interface Figures {
  clicks: number;
  registrations: number;
  firstDeposits: number;
  commissionMinor: number;
}

const NONE: Figures = { clicks: 0, registrations: 0, firstDeposits: 0, commissionMinor: 0 };

function add(a: Figures, b: Figures): Figures {
  return {
    clicks: a.clicks + b.clicks,
    registrations: a.registrations + b.registrations,
    firstDeposits: a.firstDeposits + b.firstDeposits,
    commissionMinor: a.commissionMinor + b.commissionMinor,
  };
}

/** One link's traffic on one UTC day (0 before the link existed). */
function linkDay(link: PartnerLinkRecord, day: number): Figures {
  if ((day + 1) * DAY_MS <= link.createdAt) return NONE;
  const clicks = mix(link.userId, link.id, day, 1) % 41;
  const registrations = Math.floor((clicks * (mix(link.userId, link.id, day, 2) % 16)) / 100);
  const firstDeposits = Math.floor(
    (registrations * (40 + (mix(link.userId, link.id, day, 3) % 50))) / 100,
  );
  const revenueMinor = firstDeposits * (20_000 + (mix(link.userId, link.id, day, 4) % 180_000));
  return {
    clicks,
    registrations,
    firstDeposits,
    commissionMinor: Math.round((revenueMinor * PARTNER_COMMISSION_PERCENT) / 100),
  };
}

function daysFigures(links: readonly PartnerLinkRecord[], from: number, to: number): Figures {
  let figures = NONE;
  for (let day = Math.floor(from / DAY_MS); day * DAY_MS < to; day++) {
    for (const link of links) figures = add(figures, linkDay(link, day));
  }
  return figures;
}

/** A link's clicks and registrations since it was made, up to today. */
export function linkTotals(link: PartnerLinkRecord, now: number) {
  const figures = daysFigures([link], link.createdAt, now + 1);
  return { clicks: figures.clicks, registrations: figures.registrations };
}

function periodBounds(period: StatsPeriod, now: number): Array<[number, number]> {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  if (period !== 'year') {
    const days = period === 'week' ? 7 : 30;
    return Array.from({ length: days }, (_, i) => [today - i * DAY_MS, today - (i - 1) * DAY_MS]);
  }
  const date = new Date(today);
  return Array.from({ length: 12 }, (_, i) => [
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - i, 1),
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - i + 1, 1),
  ]);
}

/** The period's rows, newest first, and their total; nothing counts after today. */
export function partnerStats(
  links: readonly PartnerLinkRecord[],
  period: StatsPeriod,
  currency: string,
  now: number,
): PartnerStats {
  const end = Math.floor(now / DAY_MS + 1) * DAY_MS;
  const rows = periodBounds(period, now).map(([from, to]) => ({
    from,
    to,
    figures: daysFigures(links, from, Math.min(to, end)),
  }));
  const total = rows.reduce((sum, row) => add(sum, row.figures), NONE);
  const shown = (f: Figures) => ({
    clicks: f.clicks,
    registrations: f.registrations,
    firstDeposits: f.firstDeposits,
    commission: formatMinor(f.commissionMinor),
  });
  return {
    period,
    currency,
    rows: rows.map((row) => ({
      from: new Date(row.from).toISOString(),
      to: new Date(row.to).toISOString(),
      ...shown(row.figures),
    })),
    total: shown(total),
  };
}
