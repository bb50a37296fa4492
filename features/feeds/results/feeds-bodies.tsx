import type { RouteBody } from '@/features/ui';
import { NewsPage } from '../news/News';
import { LeagueTables, StatisticPopup } from '../statistics/Statistics';
import { ResultsPage } from './ResultsPage';

/**
 * The news, results and statistics pages (spec 01 §2 "Other": `news/{slug}?`,
 * `results/{live|zone}?`, `statistic`, `statisticpopup`), their data from the upstream's news
 * desk and results service (docs/upstream-contract.md "News API", "Results API").
 */
export const FEEDS_BODIES: Readonly<Record<string, RouteBody>> = {
  news: NewsPage,
  results: ResultsPage,
  statistic: LeagueTables,
  statisticPopup: StatisticPopup,
};
