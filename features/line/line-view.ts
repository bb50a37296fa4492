/**
 * What a sport list shows, read from the page's query: the time filter (spec 02 §3 "Time filter
 * values", `?tf=`) and isGroupByCountry (spec 02 §3 "Global settings", default on; `?byCountry=0`
 * turns it off). A value we do not know falls back to the default, never to an error page.
 */
import { z } from 'zod';
import {
  TIME_FILTERS,
  timeFilterSchema,
  type Stream,
  type TimeFilter,
} from '@/server/upstream/schemas/line';

export const TIME_FILTER_PARAM = 'tf';
export const GROUP_BY_COUNTRY_PARAM = 'byCountry';

export type QueryValues = Readonly<Record<string, string | string[] | undefined>>;

export interface LineView {
  timeFilter: TimeFilter;
  isGroupByCountry: boolean;
}

export const DEFAULT_LINE_VIEW: LineView = { timeFilter: TIME_FILTERS.all, isGroupByCountry: true };

/**
 * The filters each stream offers: pre-match games are in no period and live games have all
 * started (docs/upstream-contract.md "Streams and time filters"), so those would always be empty.
 * Any of the five values still works in the URL.
 */
export const STREAM_TIME_FILTERS: Readonly<Record<Stream, readonly TimeFilter[]>> = {
  line: [TIME_FILTERS.all, TIME_FILTERS.upcoming, TIME_FILTERS.recommended],
  live: [
    TIME_FILTERS.all,
    TIME_FILTERS.firstPeriod,
    TIME_FILTERS.secondPeriod,
    TIME_FILTERS.recommended,
  ],
};

const timeFilterParamSchema = z.coerce.number().pipe(timeFilterSchema);

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function parseLineView(query: QueryValues = {}): LineView {
  const timeFilter = timeFilterParamSchema.safeParse(single(query[TIME_FILTER_PARAM]) ?? '');
  const grouping = single(query[GROUP_BY_COUNTRY_PARAM]);
  return {
    timeFilter: timeFilter.success ? timeFilter.data : DEFAULT_LINE_VIEW.timeFilter,
    isGroupByCountry: grouping !== '0',
  };
}

/** The query string of a view (`?tf=1&byCountry=0`), empty for the defaults. */
export function lineViewQuery(view: LineView): string {
  const query = new URLSearchParams();
  if (view.timeFilter !== DEFAULT_LINE_VIEW.timeFilter) {
    query.set(TIME_FILTER_PARAM, String(view.timeFilter));
  }
  if (!view.isGroupByCountry) query.set(GROUP_BY_COUNTRY_PARAM, '0');
  const text = query.toString();
  return text ? `?${text}` : '';
}
